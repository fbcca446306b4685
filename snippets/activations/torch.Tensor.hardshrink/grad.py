import torch

a = torch.tensor([-1.0, -0.2, 0.5, 0.6], requires_grad=True)
a.hardshrink().sum().backward()
print("a:     ", a.detach())
print("a.grad:", a.grad, "(1 where the value is kept, 0 where it was zeroed)")
