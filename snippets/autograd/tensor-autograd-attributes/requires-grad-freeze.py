import torch
from torch import nn

model = nn.Sequential(nn.Linear(3, 4), nn.Linear(4, 2))
model[0].requires_grad_(False)           # freeze the first layer (Module.requires_grad_)

out = model(torch.ones(1, 3)).sum()
out.backward()
for name, p in model.named_parameters():
    print(f"{name:<9} requires_grad={p.requires_grad!s:<5} grad is None: {p.grad is None}")

t = torch.zeros(2)
r = t.requires_grad_()                   # Tensor.requires_grad_: in place, returns self
print("returns self:", r is t, "| requires_grad:", t.requires_grad)
