import torch
from torch import nn
from torch.nn.utils import parameters_to_vector

model = nn.Linear(2, 1)
# an L2 penalty on all parameters at once; gradients reach every parameter
vec = parameters_to_vector(model.parameters())
(vec ** 2).sum().backward()
print("weight.grad == 2*weight:", torch.allclose(model.weight.grad, 2 * model.weight))
print("bias.grad == 2*bias:", torch.allclose(model.bias.grad, 2 * model.bias))

a = nn.Parameter(torch.ones(2)); b = nn.Parameter(torch.ones(2, dtype=torch.float64))
print("float32 + float64 ->", parameters_to_vector([a, b]).dtype)
