import torch

x = torch.full((3,), -7.0)
idx = torch.tensor([0, 0])
src = torch.tensor([1.0, 2.0])
print("amax, include_self=False:", x.scatter_reduce(0, idx, src, "amax", include_self=False).tolist())
print("amax, include_self=True: ", x.scatter_reduce(0, idx, src, "amax", include_self=True).tolist())
print("sum,  include_self=False:", x.scatter_reduce(0, idx, src, "sum", include_self=False).tolist())
