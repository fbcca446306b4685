import torch
from torch import nn

fc = nn.Linear(in_features=4, out_features=3)
print("weight A shape (out, in):", tuple(fc.weight.shape))
print("bias b shape (out,):     ", tuple(fc.bias.shape))
x = torch.randn(5, 4)
y = fc(x)
print("y shape:", tuple(y.shape))
print("y == x @ A.T + b:", torch.allclose(y, x @ fc.weight.T + fc.bias))
print("y == F.linear(x, A, b):", torch.equal(y, nn.functional.linear(x, fc.weight, fc.bias)))
