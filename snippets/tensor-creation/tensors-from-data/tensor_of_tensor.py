import warnings

import torch

src = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")           # the copy-construct warning is shown in the example above
    a = torch.tensor(src, requires_grad=True)
b = src.detach().clone().requires_grad_(True)
print("a:", a, " leaf:", a.is_leaf)
print("b:", b, " leaf:", b.is_leaf)
(a * 3).sum().backward()
print("a.grad:", a.grad, " src.grad:", src.grad, "<- no gradient reaches src")
