import torch
from torch import nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

model = nn.Linear(3, 2)
vec = torch.arange(8.0)
vector_to_parameters(vec, model.parameters())
print("weight:", model.weight.data)
print("bias:", model.bias.data)
print("round trip:", torch.equal(parameters_to_vector(model.parameters()).detach(), vec))
print("still Parameters that require grad:", type(model.weight).__name__, model.weight.requires_grad)
