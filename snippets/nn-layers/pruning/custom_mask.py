import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(3, 3, bias=False)
mask = torch.eye(3)                            # keep only the diagonal
prune.custom_from_mask(lin, "weight", mask=mask)
print("weight:\n", lin.weight.data)
lin(torch.randn(2, 3)).sum().backward()
print("gradient of weight_orig off the diagonal is zero:", bool((lin.weight_orig.grad * (1 - mask) == 0).all()))
