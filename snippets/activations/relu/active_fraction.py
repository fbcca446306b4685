import torch
from torch import nn

torch.manual_seed(0)
h = torch.randn(512, 64)
for depth in range(1, 9):
    h = torch.relu(nn.Linear(64, 64)(h))
    frac = (h > 0).float().mean().item()
    print(f"after layer {depth}: fraction of active units = {frac:.3f}   "
          f"(0.5**{depth} = {0.5**depth:.3f})")
