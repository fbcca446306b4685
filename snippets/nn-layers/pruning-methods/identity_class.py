import torch
from torch.nn.utils import prune

t = torch.arange(1.0, 5.0)
print("prune(t):", prune.Identity().prune(t))
print("compute_mask:", prune.Identity().compute_mask(t, torch.ones_like(t)))
