import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(100, 100)
prune.random_unstructured(lin, "weight", amount=0.3)
print("zeros:", int((lin.weight_mask == 0).sum()), "of", lin.weight.numel())
print("bias untouched:", not hasattr(lin, "bias_mask"))
torch.manual_seed(0); a = prune.random_unstructured(nn.Linear(4, 4), "weight", amount=0.5).weight_mask
torch.manual_seed(0); b = prune.random_unstructured(nn.Linear(4, 4), "weight", amount=0.5).weight_mask
print("same seed, same mask:", torch.equal(a, b))
