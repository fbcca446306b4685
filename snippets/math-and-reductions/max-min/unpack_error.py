# raises: TypeError
import torch

a = torch.tensor([[1.0, 8.0], [6.0, 2.0]])
values, indices = a.max(dim=1)          # dim given: (values, indices)
print("values:", values, "indices:", indices)
values, indices = a.max()               # no dim: a single 0-dim tensor
