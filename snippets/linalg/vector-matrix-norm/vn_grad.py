import torch

a = torch.zeros(3, requires_grad=True)
torch.linalg.vector_norm(a).backward()
print("vector_norm gradient at 0:", a.grad.tolist())
b = torch.zeros(3, requires_grad=True)
(b ** 2).sum().sqrt().backward()
print("sqrt(sum(x**2)) gradient at 0:", b.grad.tolist())
c = torch.tensor([3.0, 4.0], requires_grad=True)
torch.linalg.vector_norm(c).backward()
print("gradient at (3, 4):", c.grad.tolist(), " = x / ||x||:", (c / 5).tolist())
