import torch

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
out = a * 2                                   # b is not used
grads = torch.autograd.grad(out, {"a": a, "b": b}, allow_unused=True)
print("type:", type(grads).__name__, "|", grads)
