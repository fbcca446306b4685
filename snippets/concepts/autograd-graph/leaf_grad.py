import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)  # leaf
h = x * x  # not a leaf
kept = x * 3  # not a leaf, but asks to keep its gradient
kept.retain_grad()
(h.sum() + kept.sum()).backward()

print("x.grad (leaf):", x.grad)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("h.grad (non-leaf):", h.grad)
print(w[0].category.__name__ + ":", str(w[0].message).split(". ")[0])
print("kept.grad (retain_grad):", kept.grad)
