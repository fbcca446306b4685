import torch
from torch import nn

torch.manual_seed(0)
first = nn.Linear(10, 3)
second = nn.Linear(3, 1)
inter = first(torch.randn(1, 20, 10))
out = second(inter.detach())  # the graph stops here
out.mean().backward()
print("first.weight.grad: ", first.weight.grad)
print("second.weight.grad is set:", second.weight.grad is not None)
