# timeout: 60
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)  # default op: SUM over the ranks
    g = [torch.zeros(1) for _ in range(world_size)]
    dist.all_gather(g, torch.tensor([float(rank * 10)]))
    b = torch.tensor([float(rank + 100)])
    dist.broadcast(b, src=0)  # everyone gets rank 0's value
    results.put((rank, t.item(), [x.item() for x in g], b.item()))
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(3, port, results), nprocs=3, start_method="fork")
    for rank, total, gathered, bcast in sorted(results.get() for _ in range(3)):
        print(f"rank {rank}: all_reduce {total}  all_gather {gathered}  broadcast {bcast}")
