import torch

x = torch.randn(2)                       # requires_grad=False
y = torch.randn(2)
z = torch.randn(2, requires_grad=True)

a = x + y
b = a + z
print("a = x + y   requires_grad:", a.requires_grad)
print("b = a + z   requires_grad:", b.requires_grad)
print("z > 0       requires_grad:", (z > 0).requires_grad, "(a bool result carries no gradient)")
print("z.argmax()  requires_grad:", z.argmax().requires_grad, "(nor does an integer one)")
