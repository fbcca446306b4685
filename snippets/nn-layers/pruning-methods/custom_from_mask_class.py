import torch
from torch.nn.utils import prune

t = torch.arange(1.0, 7.0).reshape(2, 3)
mask = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]])
print(prune.CustomFromMask(mask).prune(t))
