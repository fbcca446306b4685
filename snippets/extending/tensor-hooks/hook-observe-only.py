import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * x
seen = {}
h.register_hook(lambda g: seen.update(h=g))   # returning None keeps the gradient as is
(h * 3).sum().backward()
print("gradient seen at h:", seen["h"])
print("x.grad:", x.grad)
print("h.retains_grad (hook does not keep .grad):", h.retains_grad)
