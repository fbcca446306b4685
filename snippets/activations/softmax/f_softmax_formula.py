import math

import torch
import torch.nn.functional as F

rows = [[1.0, 2.0, 3.0], [0.0, 0.0, -5.0]]
x = torch.tensor(rows, dtype=torch.float64)
p = F.softmax(x, dim=1)


def softmax_by_hand(row):
    m = max(row)
    e = [math.exp(v - m) for v in row]
    return [v / sum(e) for v in e]


hand = torch.tensor([softmax_by_hand(r) for r in rows], dtype=torch.float64)
print("F.softmax(x, dim=1):", p)
print("max |F.softmax - by hand| :", (p - hand).abs().max().item())
print("row sums                  :", p.sum(dim=1))

# dtype= casts the input first; integer logits need it
i = torch.tensor([1, 2, 3])
print("int64 with dtype=float64  :", F.softmax(i, dim=0, dtype=torch.float64))
try:
    F.softmax(i, dim=0)
except NotImplementedError as e:
    print("int64 without dtype       -> NotImplementedError:", e)
print("float16 in, float16 out   :", F.softmax(x[0].half(), dim=0))
print("0-d input                 :", F.softmax(torch.tensor(5.0), dim=0))
print("empty (0, 3) input        :", F.softmax(torch.empty(0, 3), dim=1).shape)

# the third positional parameter is _stacklevel, not dtype: a positional dtype is ignored
f = torch.tensor([1.0, 2.0])
print("F.softmax(f, 0, torch.float64).dtype      :", F.softmax(f, 0, torch.float64).dtype)
print("F.softmax(f, 0, dtype=torch.float64).dtype:", F.softmax(f, 0, dtype=torch.float64).dtype)
