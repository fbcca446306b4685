import math

import torch
import torch.nn.functional as F

xs = [-5.0, -1.0, 0.0, 2.0]
x = torch.tensor(xs, dtype=torch.float64)
for alpha in (1.0, 0.5):
    y = F.elu(x, alpha=alpha)
    hand = torch.tensor([v if v > 0 else alpha * (math.exp(v) - 1) for v in xs], dtype=torch.float64)
    print(f"alpha={alpha}: {y} | max |diff by hand|: {(y - hand).abs().max().item()}")
z = torch.tensor([-1.0, 2.0])
F.elu(z, inplace=True)
print("inplace=True wrote:", z)
