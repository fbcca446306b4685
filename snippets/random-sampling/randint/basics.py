import torch

a = torch.randint(10, (2, 3))          # one bound: high; low defaults to 0
print("randint(10, (2, 3)):\n", a)
b = torch.randint(3, 5, (6,))          # low=3 included, high=5 excluded
print("randint(3, 5, (6,)):", b)
print("dtype:", a.dtype, "| shape:", tuple(a.shape))

draws = torch.randint(0, 3, (30000,))
print("values seen:", draws.unique().tolist())
print("count of each value:", draws.bincount().tolist())
