import warnings

import torch

index = torch.tensor([0, 0, 2])
src = torch.tensor([2.0, 3.0, 4.0])

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = torch.ones(3).scatter_(0, index, src, reduce="multiply")   # deprecated spelling
print("reduce='multiply'             :", old, "| warnings:", len(w))

new = torch.ones(3).scatter_reduce_(0, index, src, reduce="prod")
print("scatter_reduce_(..., 'prod')  :", new)
print("scatter_add_ for reduce='add' :", torch.ones(3).scatter_add_(0, index, src))
