# raises: RuntimeError
import torch

x = torch.ones(3, requires_grad=True)
with torch.no_grad():
    v = x[:2]  # a view of x, taken with grad mode off

print("v.requires_grad:", v.requires_grad, "| v.grad_fn:", v.grad_fn, "| v._base is x:", v._base is x)

(v * 3).sum().backward()
print("x.grad after backward through v:", x.grad)

# Writing into that view with grad mode back on is forbidden
v.mul_(2)
