import torch
from torch.nn.utils import clip_grad_value_, clip_grad_norm_

a = torch.nn.Parameter(torch.zeros(3)); a.grad = torch.tensor([0.2, -5.0, 3.0])
b = torch.nn.Parameter(torch.zeros(2)); b.grad = torch.tensor([-0.4, 0.9])
ret = clip_grad_value_([a, b], clip_value=0.5)
print("returns:", ret)
print("a.grad:", a.grad, "b.grad:", b.grad)
print("by hand:", torch.tensor([0.2, -5.0, 3.0]).clamp(-0.5, 0.5))
