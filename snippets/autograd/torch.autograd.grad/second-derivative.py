import torch

x = torch.tensor(3.0, requires_grad=True)
y = x**3

(d1,) = torch.autograd.grad(y, x, create_graph=True)   # 3x^2, itself differentiable
print("dy/dx    = 3x^2 =", d1, "| requires_grad:", d1.requires_grad)
(d2,) = torch.autograd.grad(d1, x, create_graph=True)  # 6x
print("d2y/dx2  = 6x   =", d2)
(d3,) = torch.autograd.grad(d2, x)                     # 6
print("d3y/dx3  = 6    =", d3)
