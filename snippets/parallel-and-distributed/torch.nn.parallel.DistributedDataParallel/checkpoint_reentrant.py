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


from torch.utils.checkpoint import checkpoint


class TwiceCheckpointed(nn.Module):
    def __init__(self, use_reentrant):
        super().__init__()
        self.inp = nn.Linear(2, 2)
        self.shared = nn.Linear(2, 2)
        self.use_reentrant = use_reentrant

    def forward(self, x):
        x = self.inp(x)
        x = checkpoint(self.shared, x, use_reentrant=self.use_reentrant)
        return checkpoint(self.shared, x, use_reentrant=self.use_reentrant)  # same layer again


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    lines = []
    for use_reentrant in (False, True):
        torch.manual_seed(0)
        ddp = DDP(TwiceCheckpointed(use_reentrant))
        try:
            ddp(torch.ones(1, 2) * (rank + 1)).sum().backward()
            lines.append(f"use_reentrant={use_reentrant}: grad sum {ddp.module.shared.weight.grad.sum().item():.4f}")
        except RuntimeError as e:
            lines.append(f"use_reentrant={use_reentrant}: RuntimeError: {str(e).split('. ')[0]}")
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
