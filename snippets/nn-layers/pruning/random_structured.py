import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(6, 4)
prune.random_structured(lin, "weight", amount=2, dim=1)        # 2 random input columns
print("mask:\n", lin.weight_mask)
print("zero columns:", (lin.weight_mask == 0).all(dim=0).nonzero().flatten().tolist())
