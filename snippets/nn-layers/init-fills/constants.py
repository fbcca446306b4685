import torch
from torch import nn
from torch.nn import init

lin = nn.Linear(3, 2)
init.constant_(lin.weight, 0.5)
init.zeros_(lin.bias)
print("weight:", lin.weight)
print("bias:", lin.bias)
print("still a leaf parameter:", lin.weight.is_leaf, lin.weight.requires_grad)
