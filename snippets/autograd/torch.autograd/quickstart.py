import torch

# Mark the tensor whose gradient you want; autograd records every op on it.
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x**2).sum()  # a scalar: y = x0^2 + x1^2 + x2^2

print("y:", y)
print("y.grad_fn:", y.grad_fn.name())
y.backward()  # fills x.grad with dy/dx
print("x.grad:", x.grad)
print("equals 2*x:", torch.equal(x.grad, 2 * x.detach()))
