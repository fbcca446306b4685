import torch

w = torch.ones(2, requires_grad=True)

y = w * 2
print("normal:         requires_grad =", y.requires_grad)

with torch.no_grad():
    z = w * 2
print("under no_grad:  requires_grad =", z.requires_grad, "| grad_fn =", z.grad_fn)

with torch.inference_mode():
    u = w * 2
print("inference_mode: requires_grad =", u.requires_grad, "| is_inference =", u.is_inference())
