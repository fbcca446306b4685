# timeout: 120
import pathlib
import subprocess
import sys

pathlib.Path("ddp_train.py").write_text('''
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


def train(rank, world_size, port, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}",
                            rank=rank, world_size=world_size)
    torch.manual_seed(rank)  # different start weights: DDP copies rank 0's to everyone
    model = DDP(nn.Linear(2, 1))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    x = torch.full((4, 2), float(rank + 1))  # different data on each rank
    for _ in range(3):
        opt.zero_grad()
        model(x).pow(2).mean().backward()
        opt.step()
    results.put((rank, [round(v, 4) for v in model.module.weight.flatten().tolist()]))
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as s:  # a free port on this machine for the rendezvous
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    results = mp.get_context("spawn").SimpleQueue()
    mp.spawn(train, args=(2, port, results), nprocs=2)
    for rank, weight in sorted(results.get() for _ in range(2)):
        print(f"rank {rank}: weight after 3 steps {weight}")
''')
run = subprocess.run([sys.executable, "ddp_train.py"], capture_output=True, text=True)
print(run.stdout, end="")
print("exit code:", run.returncode)
