import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = torch.range(0, 3)
print(w[0].category.__name__, w[0].message)
print("torch.range(0, 3):", r, r.dtype)
print("torch.arange(0, 4):", torch.arange(0, 4))
