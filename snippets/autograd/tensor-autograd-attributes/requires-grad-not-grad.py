import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2                               # requires grad, but is not a leaf
print("y.requires_grad:", y.requires_grad, "| y.is_leaf:", y.is_leaf)
(y * y).sum().backward()                # the gradient flows through y ...
with warnings.catch_warnings():
    warnings.simplefilter("ignore")     # reading .grad of a non-leaf warns
    print("y.grad after backward:", y.grad)  # ... but is not stored in y.grad
print("x.grad (leaf):", x.grad)
