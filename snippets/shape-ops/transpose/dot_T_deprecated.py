import warnings

import torch

x = torch.zeros(2, 3, 4)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = x.T                                   # reverses ALL dims on >2-D input
print("x.T shape:", tuple(r.shape))
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("x.mT shape:", tuple(x.mT.shape))
