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
    from torch.distributed.optim import ZeroRedundancyOptimizer

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    ddp = DDP(nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 1)))  # 25 parameter elements in all
    opt = ZeroRedundancyOptimizer(ddp.parameters(), optimizer_class=torch.optim.Adam, lr=0.1)
    torch.manual_seed(100 + rank)
    ddp(torch.randn(2, 4)).sum().backward()
    opt.step()  # each rank updates its shard, then the new values are broadcast
    own = opt.optim.state  # the Adam state this rank keeps
    lines = [f"Adam state for {len(own)} of 4 tensors, {sum(p.numel() for p in own)} of 25 elements",
             f"weight[0, 0] after the step: {ddp.module[0].weight[0, 0].item():.4f}"]
    results.put((rank, lines))
    dist.destroy_process_group()


if __name__ == "__main__":
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    for rank, lines in sorted(results.get() for _ in range(2)):
        for line in lines:
            print(f"rank {rank}: {line}")
