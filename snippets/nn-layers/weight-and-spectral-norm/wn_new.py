import torch
from torch import nn
from torch.nn.utils import parametrizations, parametrize

lin = nn.Linear(3, 2)
old_weight = lin.weight
parametrizations.weight_norm(lin)                        # dim=0: one g per output row
print("old weight Parameter still in lin.parameters():", any(p is old_weight for p in lin.parameters()))
print(type(lin).__name__, [n for n, _ in lin.named_parameters()])
g = lin.parametrizations.weight.original0                # magnitude, shape (2, 1)
v = lin.parametrizations.weight.original1                # direction, shape (2, 3)
print("g:", tuple(g.shape), " v:", tuple(v.shape))
by_hand = g * v / v.norm(dim=1, keepdim=True)
print("weight == g * v / ||v|| (per row):", torch.allclose(lin.weight, by_hand))
print("row norms of weight == g:", torch.allclose(lin.weight.norm(dim=1, keepdim=True), g))

lin(torch.randn(4, 3)).sum().backward()
print("gradients go to g and v:", g.grad is not None, v.grad is not None)
parametrize.remove_parametrizations(lin, "weight")
print("after removal:", type(lin).__name__, [n for n, _ in lin.named_parameters()])
