import math

import torch
from torch import nn

xs = [-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0]
x = torch.tensor(xs, dtype=torch.float64, requires_grad=True)
y = nn.Tanhshrink()(x)
y.sum().backward()
hand = torch.tensor([v - math.tanh(v) for v in xs], dtype=torch.float64)
print("Tanhshrink(x) :", y.detach())
print("max |module - (x - tanh x) by hand| :", (y.detach() - hand).abs().max().item())
print("gradient      :", x.grad)
print("max |gradient - tanh(x)**2|         :", (x.grad - torch.tanh(x.detach()) ** 2).abs().max().item())
