import torch

x = torch.arange(6).reshape(2, 3).t()         # shape (3, 2), stride (1, 3)
print("before:", x.tolist(), "stride", x.stride())
x.resize_(2, 3)                               # re-reads the storage row-major
print("after resize_(2, 3):", x.tolist(), "stride", x.stride())
print("reshape would give:", torch.arange(6).reshape(2, 3).t().reshape(2, 3).tolist())
