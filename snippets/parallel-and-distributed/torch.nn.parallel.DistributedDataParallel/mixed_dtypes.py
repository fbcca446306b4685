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


class Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.half_layer = nn.Linear(2, 2).half()  # float16 parameters
        self.float_layer = nn.Linear(2, 1)  # float32 parameters

    def forward(self, x):
        return self.float_layer(self.half_layer(x.half()).float())


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    ddp = DDP(Mixed())
    torch.manual_seed(100 + rank)  # different data on each rank
    ddp(torch.randn(3, 2)).sum().backward()
    lines = [f"{name}: {p.grad.dtype}, grad {[round(g, 4) for g in p.grad.flatten().tolist()]}"
             for name, p in ddp.module.named_parameters() if name.endswith("weight")]
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
