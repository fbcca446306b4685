import warnings

import torch
from torch import nn

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = nn.MSELoss(size_average=False)
print(w[0].category.__name__, w[0].message)
print("it maps to reduction =", repr(old.reduction))
a, b = torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0])
print("old:", old(a, b).item(), "| new:", nn.MSELoss(reduction="sum")(a, b).item())
