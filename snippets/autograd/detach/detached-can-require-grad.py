import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
d = x.detach()
print("d.requires_grad:", d.requires_grad)

d.requires_grad_()            # a detached tensor is a leaf, so this is allowed
(d * 3).sum().backward()
print("d.grad:", d.grad)
print("x.grad:", x.grad, "(the new graph starts at d)")
