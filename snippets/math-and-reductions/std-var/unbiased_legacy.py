import warnings

import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = x.std(unbiased=False)
print("std(unbiased=False):", old, "| warnings:", len(w))
print("std(correction=0)  :", x.std(correction=0))
print("std(unbiased=True) :", x.std(unbiased=True), "==", x.std(correction=1))
