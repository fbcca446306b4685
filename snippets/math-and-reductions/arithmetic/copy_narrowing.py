import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    small = torch.zeros(2, dtype=torch.int8)
    small.copy_(torch.tensor([200, 300]))          # int64 -> int8: wraps
    print("int64 into int8   :", small, "| warnings:", len(w))
    real = torch.zeros(2)
    real.copy_(torch.tensor([1 + 2j, 3 - 1j]))     # complex -> float: drops the imaginary part
    print("complex into float:", real, "| warnings:", len(w))
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
