import torch

mean = torch.tensor([0.0, 3.0], requires_grad=True)
std = torch.tensor([1.0, 2.0], requires_grad=True)
torch.normal(mean, std).sum().backward()
print("torch.normal:       mean.grad =", mean.grad, "std.grad =", std.grad)

mean.grad = None
std.grad = None
eps = torch.randn_like(mean)                 # reparameterization: noise without parameters
(mean + std * eps).sum().backward()
print("mean + std * eps:   mean.grad =", mean.grad, "std.grad =", std.grad)
print("eps:", eps)
