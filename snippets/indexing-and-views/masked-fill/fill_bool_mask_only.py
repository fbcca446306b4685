# raises: RuntimeError
import torch

x = torch.arange(3)
print("bool mask:", x.masked_fill(torch.tensor([1, 0, 1]).bool(), 0).tolist())
x.masked_fill(torch.tensor([1, 0, 1], dtype=torch.uint8), 0)   # uint8 masks are rejected
