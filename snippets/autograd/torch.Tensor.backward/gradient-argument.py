import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2                                   # Jacobian J = diag(2x)
v = torch.tensor([1.0, 0.1, 0.01])
y.backward(gradient=v)                     # x.grad = J^T v
print("x.grad:", x.grad)

J = torch.autograd.functional.jacobian(lambda t: t**2, x.detach())
print("J^T v: ", J.T @ v)

x.grad = None
y = x**2
y.backward(torch.ones_like(y))             # ones: same as y.sum().backward()
print("with ones:", x.grad)
