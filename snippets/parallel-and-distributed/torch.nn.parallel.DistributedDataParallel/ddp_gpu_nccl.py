# device: cuda
# timeout: 60
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


def worker(rank, world_size, port, results):
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.cuda.set_device(rank)  # one GPU per process
    model = DDP(nn.Linear(3, 1).cuda(rank), device_ids=[rank])
    torch.manual_seed(100 + rank)
    x, y = torch.randn(4, 3, device=rank), torch.randn(4, 1, device=rank)
    nn.functional.mse_loss(model(x), y).backward()
    results.put((rank, [round(g, 4) for g in model.module.weight.grad.flatten().tolist()]))
    dist.destroy_process_group()


if __name__ == "__main__":
    world_size = torch.cuda.device_count()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(world_size, port, results), nprocs=world_size, start_method="fork")
    for rank, grad in sorted(results.get() for _ in range(world_size)):
        print(f"rank {rank} of {world_size}: weight grad {grad}")
