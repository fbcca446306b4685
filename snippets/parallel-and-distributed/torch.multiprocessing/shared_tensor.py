import torch
import torch.multiprocessing as mp


def add_rank(rank, t):
    t[rank] += 10 * (rank + 1)  # writes into the shared memory


if __name__ == "__main__":
    t = torch.zeros(3)
    t.share_memory_()  # move the storage to shared memory
    print("is_shared:", t.is_shared())
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=add_rank, args=(r, t)) for r in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print("after the child processes:", t.tolist())

    u = torch.zeros(3)  # not shared: with fork, a Process argument is inherited, not pickled
    p = ctx.Process(target=add_rank, args=(0, u))
    p.start()
    p.join()
    print("without share_memory_(), fork: parent sees", u.tolist(), "| is_shared:", u.is_shared())
