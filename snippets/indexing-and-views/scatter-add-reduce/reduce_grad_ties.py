import torch

src = torch.tensor([3.0, 3.0, 1.0], requires_grad=True)
out = torch.zeros(2).scatter_reduce(0, torch.tensor([0, 0, 1]), src, "amax", include_self=False)
out.sum().backward()
print("out:", out.tolist())
print("grad:", src.grad.tolist())          # the tie at slot 0 shares the gradient
