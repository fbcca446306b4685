import math

import torch
import torch.nn.functional as F
from torch import nn

alpha = 2.0
xs = [-6.0, -2.0, -1.0, -0.1, 0.0, 1.0, 3.0]
x = torch.tensor(xs, dtype=torch.float64)
m = nn.CELU(alpha=alpha)
y = m(x)
hand = torch.tensor([v if v > 0 else alpha * (math.exp(v / alpha) - 1) for v in xs], dtype=torch.float64)
print(m)
print("CELU(x)           :", y)
print("max |CELU - by hand| :", (y - hand).abs().max().item())
print("ELU(x, alpha=2)   :", F.elu(x, alpha=alpha))

# slope just left of 0: CELU -> 1 for any alpha, ELU -> alpha
t = torch.tensor([-1e-6, 1e-6], dtype=torch.float64, requires_grad=True)
F.celu(t, alpha=alpha).sum().backward()
print("CELU slopes at -1e-6, +1e-6:", t.grad)
t.grad = None
F.elu(t, alpha=alpha).sum().backward()
print("ELU  slopes at -1e-6, +1e-6:", t.grad)
