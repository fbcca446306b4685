import warnings

import torch

cond = torch.tensor([1, 0, 1], dtype=torch.uint8)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = torch.where(cond, 1.0, 0.0)
print("result:", r)
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("with .bool():", torch.where(cond.bool(), 1.0, 0.0))
