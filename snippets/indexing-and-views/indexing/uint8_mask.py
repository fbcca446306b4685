import warnings

import torch

x = torch.arange(6)
byte_mask = (x > 3).to(torch.uint8)   # the old "ByteTensor" mask

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    picked = x[byte_mask]
print("x[byte_mask]:", picked)
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("x[x > 3]    :", x[x > 3])
