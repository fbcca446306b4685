import math

import torch
from torch import nn

xs = [-6.0, -2.0, -1.1924, -1.0, 0.0, 1.0, 2.0, 6.0]
x = torch.tensor(xs, dtype=torch.float64)
y = nn.Mish()(x)
hand = torch.tensor([v * math.tanh(math.log1p(math.exp(v))) for v in xs], dtype=torch.float64)
print("x               :", x)
print("Mish(x)         :", y)
print("max |Mish - x*tanh(log(1+exp(x)))| :", (y - hand).abs().max().item())

# not monotonic: it dips below zero and comes back up towards 0 on the left
g = torch.linspace(-6, 0, 600001, dtype=torch.float64)
v = nn.Mish()(g)
i = v.argmin()
print("minimum", round(v.min().item(), 4), "at x =", round(g[i].item(), 3))
print("Mish(-6) > Mish(-3) > minimum:", (v[0] > nn.Mish()(torch.tensor(-3.0, dtype=torch.float64)) > v.min()).item())
