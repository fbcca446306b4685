import torch

u = torch.tensor([1, 2, 3])
print("u.outer(u) (int64 stays int64):\n", u.outer(u))
