import torch
from torch import nn

x = torch.tensor([-20.0, -1.0, 0.0, 1.0], requires_grad=True)
for alpha in (0.5, 1.0, 2.0):
    x.grad = None
    y = nn.ELU(alpha=alpha)(x)
    y.sum().backward()
    print(f"alpha={alpha}: ELU(x) = {y.detach()}   dELU/dx = {x.grad}")
