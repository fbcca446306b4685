# device: cuda
import torch
from torch import nn


class TwoStage(nn.Module):
    def __init__(self, dev0, dev1):
        super().__init__()
        self.dev0, self.dev1 = dev0, dev1
        self.stage0 = nn.Sequential(nn.Linear(10, 10), nn.ReLU()).to(dev0)
        self.stage1 = nn.Linear(10, 5).to(dev1)

    def forward(self, x):
        return self.stage1(self.stage0(x.to(self.dev0)).to(self.dev1))


n = torch.cuda.device_count()
dev0, dev1 = "cuda:0", ("cuda:1" if n > 1 else "cuda:0")  # falls back to one GPU
model = TwoStage(dev0, dev1)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
out = model(torch.randn(20, 10))
loss = nn.functional.mse_loss(out, torch.randn(20, 5, device=dev1))
loss.backward()
opt.step()
print("GPUs:", n, "| stage0 on", next(model.stage0.parameters()).device,
      "| stage1 on", next(model.stage1.parameters()).device, "| output on", out.device)
