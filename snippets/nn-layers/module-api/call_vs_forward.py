import torch
from torch import nn

fc = nn.Linear(3, 2)
calls = []
fc.register_forward_hook(lambda module, args, output: calls.append("hook"))
x = torch.randn(1, 3)
a = fc(x)          # __call__: runs hooks, then forward
b = fc.forward(x)  # skips every hook
print("same result:", torch.equal(a, b))
print("hook ran", len(calls), "time(s)")
