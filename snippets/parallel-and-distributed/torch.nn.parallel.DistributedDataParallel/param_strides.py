# timeout: 120
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


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    lines = []
    conv = nn.Conv2d(2, 4, 3).to(memory_format=torch.channels_last)
    DDP(conv)  # channels_last parameters on every rank: fine
    lines.append("channels_last on both ranks: constructed")
    conv = nn.Conv2d(2, 4, 3)
    if rank == 0:
        conv = conv.to(memory_format=torch.channels_last)  # only on rank 0
    try:
        DDP(conv)
        lines.append("mixed strides: constructed")
    except RuntimeError as e:
        lines.append("mixed strides: RuntimeError: " + (str(e) if "match" in str(e) else "(peer failed)"))
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
