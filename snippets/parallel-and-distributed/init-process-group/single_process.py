import socket

import torch
import torch.distributed as dist

with socket.socket() as s:  # any free port on this machine
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]

print("initialized before:", dist.is_initialized())
dist.init_process_group(backend="gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
print("initialized:", dist.is_initialized(), "| backend:", dist.get_backend(),
      "| rank:", dist.get_rank(), "| world size:", dist.get_world_size())
t = torch.tensor([1.0, 2.0])
dist.all_reduce(t)  # sum over all ranks: just this one here
print("all_reduce with one rank:", t.tolist())
dist.destroy_process_group()
print("initialized after destroy:", dist.is_initialized())
dist.init_process_group(backend="gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
print("initialized again after destroy:", dist.is_initialized())
dist.destroy_process_group()
