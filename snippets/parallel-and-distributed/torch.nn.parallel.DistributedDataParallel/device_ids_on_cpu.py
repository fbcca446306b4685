import socket

import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
for ids in ([0], [0, 1]):
    try:
        DDP(nn.Linear(3, 1), device_ids=ids)  # GPU-style arguments on a CPU module
    except ValueError as e:
        print(f"device_ids={ids}: ValueError: {e}")
print("device_ids=None:", type(DDP(nn.Linear(3, 1))).__name__)
dist.destroy_process_group()
