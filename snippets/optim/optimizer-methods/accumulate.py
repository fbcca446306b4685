import torch
from torch import nn

model = nn.Linear(1, 1, bias=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.tensor([[2.0]])
for i in range(3):
    model(x).sum().backward()  # no zero_grad: gradients add up
    print(f"backward #{i + 1}: grad {model.weight.grad.item()}")
opt.zero_grad()
model(x).sum().backward()
print("after zero_grad + backward:", model.weight.grad.item())
