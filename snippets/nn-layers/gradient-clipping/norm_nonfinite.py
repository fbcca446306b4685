import torch
from torch.nn.utils import clip_grad_norm_

a = torch.nn.Parameter(torch.zeros(2)); a.grad = torch.tensor([1.0, float("nan")])
b = torch.nn.Parameter(torch.zeros(2)); b.grad = torch.tensor([2.0, 3.0])
total = clip_grad_norm_([a, b], max_norm=1.0)       # error_if_nonfinite=False
print("total:", total)
print("a.grad:", a.grad, "b.grad (was finite):", b.grad)

c = torch.nn.Parameter(torch.zeros(2)); c.grad = torch.tensor([float("inf"), 1.0])
d = torch.nn.Parameter(torch.zeros(2)); d.grad = torch.tensor([2.0, 3.0])
total = clip_grad_norm_([c, d], max_norm=1.0)
print("inf case total:", total, "c.grad:", c.grad, "d.grad:", d.grad)
