import warnings

import torch

index = torch.tensor([[2], [3]])

# Scalar value with reduce: still accepted, no warning.
print(torch.full((2, 4), 2.0).scatter_(1, index, 1.5, reduce="multiply"))
print(torch.full((2, 4), 2.0).scatter_(1, index, 1.5, reduce="add"))

# Tensor src with reduce: works, but warns that it is deprecated.
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.full((2, 4), 2.0).scatter_(1, index, torch.full((2, 1), 1.5), reduce="add")
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
