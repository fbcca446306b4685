import torch
from torch import nn

lam = 0.3
xs = [-1.0, -0.31, -0.3, -0.1, 0.0, 0.3, 0.31, 1.0]
m = nn.Hardshrink(lambd=lam)
y = m(torch.tensor(xs, dtype=torch.float64))
hand = torch.tensor([v if abs(v) > lam else 0.0 for v in xs], dtype=torch.float64)
print(m)
print("x             :", xs)
print("Hardshrink(x) :", y)
print("max |module - by hand| :", (y - hand).abs().max().item())

x = torch.tensor(xs, requires_grad=True)
m(x).sum().backward()
print("gradient      :", x.grad)
