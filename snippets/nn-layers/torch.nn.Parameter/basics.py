import torch
from torch import nn

p = nn.Parameter(torch.tensor([1.0, 2.0]))
print(p)
print("is a Tensor:", isinstance(p, torch.Tensor), "| requires_grad:", p.requires_grad, "| leaf:", p.is_leaf)
q = p * 2
print("result of an op is a plain Tensor:", type(q).__name__, "| grad_fn:", q.grad_fn is not None)
frozen = nn.Parameter(torch.zeros(2), requires_grad=False)
print("requires_grad=False:", frozen.requires_grad)
