import torch
import torch.multiprocessing as mp


def producer(q, done):
    q.put(torch.arange(4.0))  # the storage moves to shared memory; only a handle is sent
    done.wait()  # the sender must stay alive until the receiver has the tensor


if __name__ == "__main__":
    ctx = mp.get_context("fork")
    q, done = ctx.Queue(), ctx.Event()
    p = ctx.Process(target=producer, args=(q, done))
    p.start()
    t = q.get()
    done.set()
    p.join()
    print("received:", t.tolist(), "| is_shared:", t.is_shared())
    print("sharing strategies:", sorted(mp.get_all_sharing_strategies()), "| current:", mp.get_sharing_strategy())
