import torch
from torch import nn

x = torch.zeros(1, 1, 1, 1)  # (C, D, H, W), unbatched
y = nn.ConstantPad3d(1, 5.0)(x)
print("shape:", tuple(y.shape))
print("count of 5s:", (y == 5).sum().item(), "of", y.numel())
