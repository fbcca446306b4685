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
    model = nn.Linear(1, 1, bias=False)
    nn.init.ones_(model.weight)
    ddp = DDP(model)
    x = torch.full((1, 1), rank + 1.0)  # input 1 on rank 0, 2 on rank 1
    (g,) = torch.autograd.grad(ddp(x).sum(), model.weight)
    lines = [f"torch.autograd.grad: {g.item()}  (.grad: {model.weight.grad})"]
    ddp(x).sum().backward()
    lines.append(f"backward():          .grad {model.weight.grad.item()}")
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
