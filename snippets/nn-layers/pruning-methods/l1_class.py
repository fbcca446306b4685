import torch
from torch.nn.utils import prune

t = torch.tensor([0.3, -2.0, 0.1, 1.5, -0.2, 4.0])
method = prune.L1Unstructured(amount=0.5)
print("prune(t):", method.prune(t))
print("compute_mask:", method.compute_mask(t, default_mask=torch.ones_like(t)))
