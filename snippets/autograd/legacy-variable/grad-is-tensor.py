import torch

x = torch.ones(3, requires_grad=True)
(x * 4).sum().backward()
print("type(x.grad):", type(x.grad))
print("x.grad:", x.grad)
print("x.grad.requires_grad:", x.grad.requires_grad)
