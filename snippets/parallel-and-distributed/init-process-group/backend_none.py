import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


print("nccl available:", dist.is_nccl_available(), "| gloo available:", dist.is_gloo_available())
dist.init_process_group(init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)  # no backend
print("backend=None  -> get_backend():", dist.get_backend(), "| config:", dist.get_backend_config())
dist.destroy_process_group()

dist.init_process_group("cpu:gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
print("'cpu:gloo'    -> get_backend():", dist.get_backend(), "| config:", dist.get_backend_config())
t = torch.ones(2)
dist.all_reduce(t)  # a CPU tensor goes to the backend named for "cpu"
print("all_reduce on a CPU tensor:", t.tolist())
dist.destroy_process_group()
