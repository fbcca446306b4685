import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(10, 10)
prune.l1_unstructured(lin, "weight", amount=0.5)
print("after 1st call, sparsity:", (lin.weight == 0).float().mean().item())
prune.l1_unstructured(lin, "weight", amount=0.5)      # 50 % of the REMAINING entries
print("after 2nd call, sparsity:", (lin.weight == 0).float().mean().item())
print("hook type:", type(next(iter(lin._forward_pre_hooks.values()))).__name__)
