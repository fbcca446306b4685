import torch

x = torch.arange(12).reshape(3, 4)

# An advanced index on the LEFT of "=" calls __setitem__ and writes into x.
x[x > 8] = 0
x[[0, 2], 0] = -1
print(x)

# A chained index: x[[0, 2]] is a copy, so the second assignment is lost.
x[[0, 2]][:, 1] = 99
print("after x[[0, 2]][:, 1] = 99:")
print(x)
