# timeout: 60
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.distributed.fsdp import fully_shard
from torch.distributed.tensor import Shard, distribute_tensor, init_device_mesh


def worker(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    d = distribute_tensor(torch.arange(8.0), mesh, [Shard(0)])  # rank 0 keeps [0:4], rank 1 [4:8]
    torch.manual_seed(0)
    model = nn.Linear(4, 2)
    fully_shard(model, mesh=mesh)  # FSDP2: each rank stores one shard of every parameter
    w_full, w_local = tuple(model.weight.shape), tuple(model.weight.to_local().shape)
    out = model(torch.ones(3, 4))  # forward all-gathers the full weight for the computation
    results.put((rank, d.to_local().tolist(), tuple(d.shape), w_local, w_full, tuple(out.shape)))
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(2, port, results), nprocs=2, start_method="fork")
    for rank, local, full, w_local, w_full, out in sorted(results.get() for _ in range(2)):
        print(f"rank {rank}: DTensor {full} local {local} | weight {w_full} local shard {w_local} | out {out}")
