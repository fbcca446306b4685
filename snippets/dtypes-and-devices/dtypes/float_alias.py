import torch

print("torch.float is torch.float32:", torch.float is torch.float32)
t = torch.zeros(2, dtype=torch.float)
print("zeros(2, dtype=torch.float).dtype:", t.dtype)
print("Python float as dtype:", torch.zeros(2, dtype=float).dtype, "(Python's float means float64)")
