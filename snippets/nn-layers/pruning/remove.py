import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(4, 3)
prune.l1_unstructured(lin, "weight", amount=0.5)
pruned = lin.weight.detach().clone()
prune.remove(lin, "weight")
print("parameters:", [n for n, _ in lin.named_parameters()], " buffers:", [n for n, _ in lin.named_buffers()])
print("weight kept the zeros:", torch.equal(lin.weight, pruned), " type:", type(lin.weight).__name__)
print("is_pruned:", prune.is_pruned(lin))
with torch.no_grad():
    lin.weight.add_(1.0)
print("zeros after an update:", int((lin.weight == 0).sum()), "(no mask any more)")
