import warnings

import torch
import torch.nn.functional as F
from torch import nn

lo, hi = -2.0, 3.0
xs = [-5.0, -2.0, -1.0, 0.0, 2.5, 3.0, 7.0]
m = nn.Hardtanh(lo, hi)
y = m(torch.tensor(xs))
hand = torch.tensor([min(max(v, lo), hi) for v in xs])
print(m)
print("Hardtanh(-2, 3)(x) :", y)
print("max |module - min(max(x, lo), hi)| :", (y - hand).abs().max().item())

x = torch.tensor(xs, requires_grad=True)
m(x).sum().backward()
print("gradient           :", x.grad)           # 0 at the limits themselves

print("Hardtanh(0, 6) == ReLU6:", torch.equal(nn.Hardtanh(0.0, 6.0)(torch.tensor(xs)), F.relu6(torch.tensor(xs))))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = nn.Hardtanh(min_value=-2.0, max_value=3.0)
print(old, "|", w[0].category.__name__ + ":", w[0].message)
