import torch

z = torch.zeros(2, dtype=torch.int64)
idx = torch.tensor([0, 0, 1, 1])
src = torch.tensor([1, 2, -1, -2])
print("int64 mean:", z.scatter_reduce(0, idx, src, "mean", include_self=False).tolist())
print("float mean:", z.float().scatter_reduce(0, idx, src.float(), "mean", include_self=False).tolist())
