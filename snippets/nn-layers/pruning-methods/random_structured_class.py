import torch
from torch.nn.utils import prune

W = torch.ones(3, 4)
m = prune.RandomStructured(amount=2, dim=-1).prune(W)
print(m)
print("zero columns:", (m == 0).all(dim=0).sum().item())
