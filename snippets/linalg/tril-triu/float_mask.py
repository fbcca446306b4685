# raises: RuntimeError
import torch

mask = torch.triu(torch.ones(3, 3), diagonal=1)       # float ones -> float mask
print("mask dtype:", mask.dtype)
print("as bool works:\n", torch.zeros(3, 3).masked_fill(mask.bool(), -1.0))
torch.zeros(3, 3).masked_fill(mask, -1.0)
