# timeout: 90
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


import time


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    lines = []
    start = time.monotonic()
    if rank == 1:
        time.sleep(2)  # rank 1 reaches the constructor late
    ddp = DDP(nn.Linear(1, 1))
    if rank == 0:
        lines.append(f"constructor waited for rank 1: {time.monotonic() - start > 1.5}")
    out = ddp(torch.ones(1, 1)).sum()
    start = time.monotonic()
    if rank == 1:
        time.sleep(2)  # and its backward late
    out.backward()
    if rank == 0:
        lines.append(f"backward waited for rank 1: {time.monotonic() - start > 1.5}")
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
