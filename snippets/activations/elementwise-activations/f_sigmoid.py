import math

import torch
import torch.nn.functional as F

xs = [-20.0, -1.0, 0.0, 1.0, 20.0]
x = torch.tensor(xs, dtype=torch.float64)
y = F.sigmoid(x)
print("F.sigmoid(x)  :", y)
print("max |F.sigmoid - 1/(1+exp(-x)) by hand| :",
      (y - torch.tensor([1 / (1 + math.exp(-v)) for v in xs], dtype=torch.float64)).abs().max().item())
print("same as torch.sigmoid:", torch.equal(y, torch.sigmoid(x)))
print("int64 input   :", F.sigmoid(torch.tensor([0, 1])), "(promoted to float)")
