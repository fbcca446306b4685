import torch

x = torch.tensor([0.3, -1.0, 2.0])
m = x.clone().gt_(0)
print("x.clone().gt_(0):", m, m.dtype)
print("x[m.bool()]     :", x[m.bool()])
print("x[x.gt(0)]      :", x[x.gt(0)])
print("x[m.long()] picks indices 1, 0, 1 instead:", x[m.long()])
