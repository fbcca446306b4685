import torch

a = torch.tensor([1, 2, 3, 4, 5])
mask = (a > 1) & (a < 5)          # parentheses are required
print("mask:", mask)
print("a[mask]:", a[mask])
print("count:", mask.sum())
print("any/all:", mask.any(), mask.all())
print("invert with ~:", ~mask)
