import torch
from torch import nn

prelu = nn.PReLU(num_parameters=3, init=0.25)
print("weight:", prelu.weight.shape, prelu.weight.requires_grad)
with torch.no_grad():
    prelu.weight.copy_(torch.tensor([0.0, 0.5, 1.0]))  # one slope per channel

x = -torch.ones(2, 3, 2)  # (N, C, L): channels are dim 1
print("output[0]:\n", prelu(x)[0])

# the slope is trained like any weight: dPReLU/da = min(0, x)
y = prelu(torch.tensor([[-2.0, 1.0, -4.0]]))
y.sum().backward()
print("grad of a:", prelu.weight.grad)
print("in parameters():", [name for name, _ in prelu.named_parameters()])
