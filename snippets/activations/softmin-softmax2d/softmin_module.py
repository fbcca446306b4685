import math

import torch
from torch import nn

rows = [[1.0, 2.0, 3.0], [0.5, 0.5, 4.0]]
x = torch.tensor(rows, dtype=torch.float64)
m = nn.Softmin(dim=1)
p = m(x)


def softmin_by_hand(row):
    e = [math.exp(-(v - min(row))) for v in row]   # shift by the minimum for stability
    return [v / sum(e) for v in e]


hand = torch.tensor([softmin_by_hand(r) for r in rows], dtype=torch.float64)
print(m)
print("Softmin(dim=1)(x):", p)
print("max |Softmin - exp(-x)/sum exp(-x) by hand| :", (p - hand).abs().max().item())
print("equals softmax(-x, dim=1):", torch.equal(p, torch.softmax(-x, dim=1)))
print("row sums:", p.sum(dim=1))
