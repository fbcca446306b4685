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
    # 1) two same-shaped layers registered in swapped order: the check cannot see it
    class Two(nn.Module):
        def __init__(self, swap):
            super().__init__()
            for name in ("b", "a") if swap else ("a", "b"):
                setattr(self, name, nn.Linear(2, 2, bias=False))

        def forward(self, x):
            return self.b(self.a(x))

    torch.manual_seed(0)
    ddp = DDP(Two(swap=rank == 1))
    ddp(torch.ones(1, 2)).sum().backward()
    lines.append(f"swapped same shapes: constructed; a.weight.grad sum {ddp.module.a.weight.grad.sum().item():.4f}")
    # 2) the layers registered in a different order: the shapes no longer line up
    torch.manual_seed(0)
    if rank == 0:
        model = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1))
    else:
        model = nn.Sequential(nn.Linear(3, 1), nn.Linear(2, 3))
    try:
        DDP(model)
        lines.append("order: constructed")
    except RuntimeError as e:
        # the rank that finds the mismatch names it; the other one sees its peer go away
        lines.append("order: RuntimeError: " + (str(e) if "match" in str(e) else "(peer failed)"))
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
