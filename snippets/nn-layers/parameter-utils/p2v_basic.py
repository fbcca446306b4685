import torch
from torch import nn
from torch.nn.utils import parameters_to_vector

model = nn.Linear(3, 2)                         # weight (2, 3) + bias (2,)
vec = parameters_to_vector(model.parameters())
print("shape:", vec.shape, " = 2*3 + 2")
print("order (weight row by row, then bias):", torch.equal(vec, torch.cat([model.weight.flatten(), model.bias])))
print("a copy:", vec.data_ptr() != model.weight.data_ptr())
vec.data[0] = 100.0
print("weight[0, 0] after writing into vec:", model.weight[0, 0].item())
print("requires_grad:", vec.requires_grad, " grad_fn:", type(vec.grad_fn).__name__)
