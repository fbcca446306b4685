import torch

x = torch.tensor([0.5, -1.0, 3.0])
mask = x > 0
print("mask:", mask, "dtype:", mask.dtype)
print("x[mask]:", x[mask])
print("mask.sum():", mask.sum(), "dtype:", mask.sum().dtype)
print("mask & ~mask:", mask & ~mask)
print("mask + mask:", mask + mask, "<- bool + bool stays bool (acts like OR)")
print("mask + 1:", mask + 1, "<- bool + int promotes to int64")
print("torch.tensor([0, 2, -1]).bool():", torch.tensor([0, 2, -1]).bool())
