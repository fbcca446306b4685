# raises: RuntimeError
import torch

x = torch.ones(2, requires_grad=True)
y = x * 2
print("y.is_leaf:", y.is_leaf)
y.requires_grad_(False)          # only leaves may change the flag
