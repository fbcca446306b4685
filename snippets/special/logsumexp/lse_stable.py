import math

import torch

x = torch.tensor([[1.0, 2.0, 3.0], [1000.0, 1000.0, 1000.0]])
print("logsumexp(x, dim=1)   :", torch.logsumexp(x, dim=1))
print("log(exp(x).sum(dim=1)):", torch.log(torch.exp(x).sum(dim=1)))

# by hand: m + log(sum(exp(x - m))) with Python's math
def lse(row):
    m = max(row)
    return m + math.log(math.fsum(math.exp(v - m) for v in row))

print("by hand               :", [lse(r) for r in x.tolist()])
print("dim=(0, 1)            :", torch.logsumexp(x, dim=(0, 1)))
print("keepdim=True shape    :", torch.logsumexp(x, dim=1, keepdim=True).shape, "| keepdim=False:", torch.logsumexp(x, dim=1).shape)
