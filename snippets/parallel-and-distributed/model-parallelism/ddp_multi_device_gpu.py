# device: cuda
import socket

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoStage(nn.Module):
    def __init__(self, dev0, dev1):
        super().__init__()
        self.dev0, self.dev1 = dev0, dev1
        self.stage0 = nn.Linear(10, 10).to(dev0)
        self.stage1 = nn.Linear(10, 5).to(dev1)

    def forward(self, x):
        return self.stage1(torch.relu(self.stage0(x.to(self.dev0))).to(self.dev1))


with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
n = torch.cuda.device_count()
model = TwoStage("cuda:0", "cuda:1" if n > 1 else "cuda:0")
ddp = DDP(model)  # multi-device module: device_ids must be None (the default)
out = ddp(torch.randn(20, 10))
nn.functional.mse_loss(out, torch.randn(20, 5, device=out.device)).backward()
print("GPUs:", n, "| output on", out.device, "| grads:", all(p.grad is not None for p in model.parameters()))
dist.destroy_process_group()
