import torch

x = torch.ones(2, requires_grad=True)

with torch.no_grad():        # replaces volatile=True
    y = x * 2
print("inside no_grad: requires_grad =", y.requires_grad, "| grad_fn =", y.grad_fn)

z = x * 2
print("outside:        requires_grad =", z.requires_grad, "| grad_fn =", z.grad_fn.name())
