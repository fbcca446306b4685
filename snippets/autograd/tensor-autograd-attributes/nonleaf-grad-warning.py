import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3                      # not a leaf
y.sum().backward()

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("y.grad:", y.grad)
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
print("x.grad:", x.grad)
