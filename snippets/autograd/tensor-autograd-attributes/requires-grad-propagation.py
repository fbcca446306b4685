import torch

x = torch.randn(2)                       # requires_grad=False
y = torch.randn(2)
z = torch.randn(2, requires_grad=True)

a = x + y
b = a + z
print("a = x + y   requires_grad:", a.requires_grad)
print("b = a + z   requires_grad:", b.requires_grad)
