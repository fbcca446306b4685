import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

for step in range(1, 4):
    model(x).sum().backward()  # no zero_grad(): gradients add up
    print(f"step {step}: bias.grad = {model.bias.grad.item():.1f}")

optimizer.zero_grad()  # sets .grad to None by default
print("after zero_grad():", model.bias.grad)
