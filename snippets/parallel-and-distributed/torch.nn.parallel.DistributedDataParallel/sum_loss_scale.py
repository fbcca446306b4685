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


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.Linear(1, 1, bias=False)
    nn.init.ones_(model.weight)
    ddp = DDP(model)
    batch = torch.tensor([[1.0], [2.0], [3.0], [4.0]])
    x = batch[2 * rank: 2 * rank + 2]  # each rank gets half of the batch

    ddp(x).sum().backward()  # summed loss
    lines = [f"DDP, loss summed:    grad {model.weight.grad.item()}"]
    model.weight.grad = None
    ddp(x).mean().backward()  # averaged loss
    lines.append(f"DDP, loss averaged:  grad {model.weight.grad.item()}")

    single = nn.Linear(1, 1, bias=False)  # one process, the whole batch of 4
    nn.init.ones_(single.weight)
    single(batch).sum().backward()
    lines.append(f"one process, summed: grad {single.weight.grad.item()}")
    single.weight.grad = None
    single(batch).mean().backward()
    lines.append(f"one process, averaged: grad {single.weight.grad.item()}")
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
