import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.clone(a)
print("grad_fn:", type(b.grad_fn).__name__, "| is_leaf:", b.is_leaf)
(b * 3).sum().backward()
print("gradient reached a:", a.grad.tolist())

d = a.detach().clone()                              # a copy without history
print("detach().clone(): requires_grad", d.requires_grad, "| grad_fn", d.grad_fn)
with torch.no_grad():
    print("clone under no_grad: requires_grad", torch.clone(a).requires_grad)
