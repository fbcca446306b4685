import torch

v = torch.tensor([1.0, 2.0, 3.0])
o = torch.full((), -1.0)                      # a 0-dim output buffer
r = torch.matmul(v, v, out=o)
print("out after matmul(v, v, out=o):", o)
print("returned the out tensor       :", r is o)
