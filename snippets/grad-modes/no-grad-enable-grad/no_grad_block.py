import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

print("grad enabled outside:", torch.is_grad_enabled())
with torch.no_grad():
    print("grad enabled inside: ", torch.is_grad_enabled())
    y = x * 2
print("grad enabled after:  ", torch.is_grad_enabled())
print("y:", y)
print("y.requires_grad:", y.requires_grad, "| y.grad_fn:", y.grad_fn)

z = x * 2  # the same op outside the block
print("z.requires_grad:", z.requires_grad, "| z.grad_fn:", type(z.grad_fn).__name__)
