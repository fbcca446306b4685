import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x**2).sum()

grads = torch.autograd.grad(y, x)       # returns a tuple, one entry per input
print("type:", type(grads).__name__, "| len:", len(grads))
print("dy/dx:", grads[0])
print("x.grad untouched:", x.grad)
