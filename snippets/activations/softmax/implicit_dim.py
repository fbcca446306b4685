import warnings

import torch
from torch import nn

m = nn.Softmax()  # no dim given
print("module:", m)
x = torch.randn(4, 5, 3)  # (batch, seq, classes)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    p = m(x)
print(w[0].category.__name__, w[0].message)
print("sums over dim 0 (the batch!):", p.sum(dim=0)[0])
print("sums over the last dim:      ", p.sum(dim=-1)[0])
print("explicit dim=-1 sums to 1:   ",
      torch.allclose(nn.Softmax(dim=-1)(x).sum(-1), torch.ones(4, 5)))
