import torch
from torch.nn.utils import prune

W = torch.tensor([[1.0, 0.1, 3.0], [2.0, 0.1, 0.2]])
print("default dim=-1 (columns):\n", prune.LnStructured(amount=1, n=1).prune(W))
print("dim=0 (rows):\n", prune.LnStructured(amount=1, n=1, dim=0).prune(W))
