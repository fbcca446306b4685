import math

import torch
from torch import nn

xs = [-6.0, -2.0, -1.2785, -1.0, 0.0, 1.0, 2.0, 6.0]
x = torch.tensor(xs, dtype=torch.float64)
y = nn.SiLU()(x)
hand = torch.tensor([v / (1 + math.exp(-v)) for v in xs], dtype=torch.float64)
print("x               :", x)
print("SiLU(x)         :", y)
print("max |SiLU - x/(1+exp(-x))| :", (y - hand).abs().max().item())
print("equals x * torch.sigmoid(x):", torch.allclose(y, x * torch.sigmoid(x)))

# lowest value, found on a fine grid
g = torch.linspace(-4, 0, 400001, dtype=torch.float64)
v = nn.SiLU()(g)
print("minimum", round(v.min().item(), 4), "at x =", round(g[v.argmin()].item(), 3))
