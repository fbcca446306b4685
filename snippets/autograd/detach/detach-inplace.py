import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
z = y * 3                                  # built before y is detached
print("before: is_leaf =", y.is_leaf, "| requires_grad =", y.requires_grad, "| grad_fn =", y.grad_fn.name())
r = y.detach_()
print("after:  is_leaf =", y.is_leaf, "| requires_grad =", y.requires_grad, "| grad_fn =", y.grad_fn)
print("returns self:", r is y)

z.sum().backward()                         # z still holds its own graph back to x
print("x.grad through z:", x.grad)
