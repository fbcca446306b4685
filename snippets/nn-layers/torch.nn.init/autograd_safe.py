import torch
from torch import nn

fc = nn.Linear(3, 2)
nn.init.ones_(fc.weight)  # init functions run under torch.no_grad()
print("still a leaf:", fc.weight.is_leaf, "| grad_fn:", fc.weight.grad_fn)
print(fc.weight)
