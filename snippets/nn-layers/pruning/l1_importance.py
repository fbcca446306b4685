import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(3, 1, bias=False)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, 2.0, 3.0]]))
scores = torch.tensor([[5.0, 0.1, 9.0]])           # rank by these instead of |w|
prune.l1_unstructured(lin, "weight", amount=1, importance_scores=scores)
print("weight:", lin.weight.data, " (the entry with the smallest score went)")
