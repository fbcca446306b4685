import warnings

import torch

a = torch.tensor([5, 6, 7])
old_mask = torch.tensor([1, 0, 1], dtype=torch.uint8)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    picked = a[old_mask]
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("a[uint8 mask]:", picked)
print("a[bool mask] :", a[old_mask.bool()])
