import torch
from torch import nn

lam = 0.5
xs = [-2.0, -0.7, -0.5, -0.2, 0.0, 0.2, 0.5, 0.7, 2.0]
m = nn.Softshrink(lam)
y = m(torch.tensor(xs, dtype=torch.float64))
hand = torch.tensor([v - lam if v > lam else v + lam if v < -lam else 0.0 for v in xs], dtype=torch.float64)
print(m)
print("x             :", xs)
print("Softshrink(x) :", y)
print("max |module - by hand| :", (y - hand).abs().max().item())

x = torch.tensor(xs, requires_grad=True)
m(x).sum().backward()
print("gradient      :", x.grad)
