import math
import warnings

import torch
import torch.nn.functional as F

row = [0.0, 50.0, 200.0]
x = torch.tensor(row)
m = max(row)
lse = m + math.log(sum(math.exp(v - m) for v in row))
hand = torch.tensor([v - lse for v in row])
out = F.log_softmax(x, dim=0)
print("F.log_softmax(x, dim=0)   :", out)
print("log(F.softmax(x, dim=0))  :", torch.log(F.softmax(x, dim=0)))
print("max |F.log_softmax - x - logsumexp by hand| :", (out - hand).abs().max().item())

# integer logits need dtype=
print("int64 with dtype=float32  :", F.log_softmax(torch.tensor([1, 2]), dim=0, dtype=torch.float32))

# omitting dim: warning, and for a 3-D input the legacy rule normalises dim 0
x3 = torch.randn(2, 3, 4)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = F.log_softmax(x3)
print(w[0].category.__name__ + ":", w[0].message)
print("exp sums to 1 along dim 0:", torch.allclose(y.exp().sum(0), torch.ones(3, 4)),
      "| along dim -1:", torch.allclose(y.exp().sum(-1), torch.ones(2, 3)))
