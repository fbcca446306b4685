import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(3, 2)
before = lin.weight.detach().clone()
prune.identity(lin, "weight")
print("mask all ones:", bool((lin.weight_mask == 1).all()), " weight unchanged:", torch.equal(lin.weight, before))
print("is_pruned:", prune.is_pruned(lin), " parameters:", [n for n, _ in lin.named_parameters()])
