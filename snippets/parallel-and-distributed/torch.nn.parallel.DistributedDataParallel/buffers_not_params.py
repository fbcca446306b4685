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


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
        self.register_buffer("steps", torch.zeros(()))

    def forward(self, x):
        self.seen = self.steps.item()  # the buffer as this forward starts
        self.steps += 1 + self.rank  # rank 0 adds 1, rank 1 adds 2
        return self.fc(x)


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(rank)  # different start weights on each rank
    module = Counter()
    module.rank = rank
    ddp = DDP(module)  # broadcasts rank 0's parameters and buffers once
    lines = []
    for step in range(2):
        ddp(torch.ones(1, 1)).sum().backward()
        lines.append(f"step {step}: buffer at the start of forward {module.seen}, after {module.steps.item()}")
    with torch.no_grad():
        if rank == 1:
            module.fc.weight.fill_(5.0)  # change a parameter on one rank only
    ddp(torch.ones(1, 1)).sum().backward()
    lines.append(f"weight after one more forward/backward: {module.fc.weight.item():.4f}")
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
