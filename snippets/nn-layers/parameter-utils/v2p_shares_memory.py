import torch
from torch import nn
from torch.nn.utils import vector_to_parameters

model = nn.Linear(2, 2)
vec = torch.arange(6.0, dtype=torch.float64)
vector_to_parameters(vec, model.parameters())
print("weight shares vec's memory:", model.weight.data_ptr() == vec.data_ptr())
vec[0] = 100.0
print("weight after vec[0] = 100:", model.weight.data)
print("dtype of the parameter is now:", model.weight.dtype)

# gradients do not flow back into vec
src = torch.randn(6, requires_grad=True)
vector_to_parameters(src * 2, model.parameters())
print("weight.grad_fn:", model.weight.grad_fn, " is_leaf:", model.weight.is_leaf)
