import math

import torch
from torch import nn

rows = [[1.0, -2.0, 3.0, 0.0, 2.0, -1.0], [0.5, 0.5, 0.5, 10.0, -10.0, 0.0]]
x = torch.tensor(rows, dtype=torch.float64)
m = nn.GLU()              # dim=-1: split the last dimension into halves a | b
y = m(x)


def glu_by_hand(row):
    h = len(row) // 2
    a, b = row[:h], row[h:]
    return [ai / (1 + math.exp(-bi)) for ai, bi in zip(a, b)]


hand = torch.tensor([glu_by_hand(r) for r in rows], dtype=torch.float64)
print(m, "| input", tuple(x.shape), "-> output", tuple(y.shape))
print("GLU(x)  :", y)
print("max |GLU - a * sigmoid(b) by hand| :", (y - hand).abs().max().item())

# the FIRST half is the value, the SECOND half the gate; swapping them changes the result
a, b = x.chunk(2, dim=-1)
print("a * sigmoid(b) :", torch.equal(y, a * torch.sigmoid(b)), "| b * sigmoid(a):", torch.equal(y, b * torch.sigmoid(a)))
