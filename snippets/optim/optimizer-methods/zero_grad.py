import torch
from torch import nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(1, 2)).sum().backward()
print("after backward:", model.weight.grad)
opt.zero_grad()  # set_to_none=True is the default
print("after zero_grad():", model.weight.grad)
model(torch.ones(1, 2)).sum().backward()
opt.zero_grad(set_to_none=False)
print("after zero_grad(set_to_none=False):", model.weight.grad)
