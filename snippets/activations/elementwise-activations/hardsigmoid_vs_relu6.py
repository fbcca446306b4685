import torch
from torch import nn

x = torch.linspace(-5, 5, 11)
hs = nn.Hardsigmoid()(x)
r6 = nn.ReLU6()(x)
print("x:          ", x)
print("Hardsigmoid:", hs)
print("ReLU6:      ", r6)
print("Hardsigmoid(x) == ReLU6(x + 3) / 6:", torch.allclose(hs, nn.ReLU6()(x + 3) / 6))
print("output ranges: Hardsigmoid", (hs.min().item(), hs.max().item()),
      "ReLU6", (r6.min().item(), r6.max().item()))

grid = torch.linspace(-6, 6, 1201)
gap = (nn.Hardsigmoid()(grid) - torch.sigmoid(grid)).abs().max().item()
print(f"largest |Hardsigmoid - Sigmoid| on [-6, 6]: {gap:.4f}")
