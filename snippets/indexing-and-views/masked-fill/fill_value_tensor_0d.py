# raises: RuntimeError
import torch

x = torch.zeros(2, 3)
mask = torch.tensor([[True, False, True], [False, True, False]])
print("0-d value works:", x.masked_fill(mask, torch.tensor(5.0)).tolist())
x.masked_fill(mask, torch.tensor([1.0, 2.0, 3.0]))   # per-position values: use torch.where
