# timeout: 60
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
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}",
                            rank=rank, world_size=world_size)
    torch.manual_seed(0)  # the same start weights everywhere (DDP also broadcasts rank 0's)
    model = DDP(nn.Linear(3, 1))  # CPU module: no device_ids
    torch.manual_seed(100 + rank)  # but different data on each rank
    x, y = torch.randn(4, 3), torch.randn(4, 1)
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()  # DDP all-reduces the grads: each rank ends with the average

    # what this rank's grad would be on its own, without DDP
    local = nn.Linear(3, 1)
    local.load_state_dict(model.module.state_dict())
    nn.functional.mse_loss(local(x), y).backward()
    results.put((rank, loss.item(), local.weight.grad.tolist()[0], model.module.weight.grad.tolist()[0]))
    dist.destroy_process_group()


if __name__ == "__main__":
    ctx = mp.get_context("fork")
    results = ctx.SimpleQueue()
    mp.start_processes(worker, args=(2, free_port(), results), nprocs=2, start_method="fork")
    rows = sorted(results.get() for _ in range(2))
    for rank, loss, own, synced in rows:
        print(f"rank {rank}: loss {loss:.4f}")
        print(f"  own grad     {[round(g, 4) for g in own]}")
        print(f"  DDP grad     {[round(g, 4) for g in synced]}")
    mean = [(a + b) / 2 for a, b in zip(rows[0][2], rows[1][2])]
    print(f"mean of the own grads {[round(g, 4) for g in mean]}")
