# raises: TypeError
import torch

x = torch.zeros(2)
idx = torch.tensor([0, 0])
src = torch.tensor([1.0, 2.0])
print("keyword:", x.scatter_reduce(0, idx, src, "sum", include_self=False).tolist())
x.scatter_reduce(0, idx, src, "sum", False)   # include_self by position
