import math

import torch
import torch.nn.functional as F

xs = [-20.0, -1.0, 0.0, 0.5, 20.0]
x = torch.tensor(xs, dtype=torch.float64)
y = F.tanh(x)
print("F.tanh(x)     :", y)
print("max |F.tanh - math.tanh| :", (y - torch.tensor([math.tanh(v) for v in xs], dtype=torch.float64)).abs().max().item())
print("same as torch.tanh:", torch.equal(y, torch.tanh(x)))
print("int64 input   :", F.tanh(torch.tensor([0, 1])), "(promoted to float)")
