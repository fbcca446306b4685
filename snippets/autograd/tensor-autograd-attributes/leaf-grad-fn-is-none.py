import torch

# A user-created tensor with requires_grad=True: is its grad_fn empty?
x = torch.randn(1, 3).requires_grad_(True)
print("x.is_leaf:", x.is_leaf, "| x.grad_fn:", x.grad_fn)
w = torch.zeros(3, requires_grad=True)
print("w.is_leaf:", w.is_leaf, "| w.grad_fn:", w.grad_fn)
# Only results of recorded ops have a grad_fn.
print("(x * 2).grad_fn:", (x * 2).grad_fn.name())
