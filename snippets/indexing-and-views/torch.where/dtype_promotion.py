import torch

i = torch.tensor([1, 2, 3])
cond = i > 1
print("where(cond, int64 tensor, 0)  :", torch.where(cond, i, 0).dtype)
print("where(cond, int64 tensor, 0.5):", torch.where(cond, i, 0.5).dtype)
print("where(cond, int64, float64 t) :", torch.where(cond, i, torch.zeros(3, dtype=torch.float64)).dtype)
h = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
print("where(cond, float16, 0.5)     :", torch.where(cond, h, 0.5).dtype)
