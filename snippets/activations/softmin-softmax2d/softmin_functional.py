import warnings

import torch
import torch.nn.functional as F

costs = torch.tensor([3.0, 1.0, 2.0])
print("F.softmin(costs, dim=0):", F.softmin(costs, dim=0))     # smallest cost, largest weight

# dtype= casts before the sign flip, so unsigned integers work
u = torch.tensor([1, 2, 3], dtype=torch.uint8)
print("uint8 with dtype=float32:", F.softmin(u, dim=0, dtype=torch.float32))
try:
    F.softmin(u, dim=0)
except NotImplementedError as e:
    print("uint8 without dtype -> NotImplementedError:", e)

# infinities: +inf gets weight 0, a -inf entry turns the whole slice into nan
print("with +inf:", F.softmin(torch.tensor([float("inf"), 1.0, 2.0]), dim=0))
print("with -inf:", F.softmin(torch.tensor([float("-inf"), 1.0, 2.0]), dim=0))
print("softmax with -inf, for comparison:", F.softmax(torch.tensor([float("-inf"), 1.0, 2.0]), dim=0))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    F.softmin(torch.randn(2, 3, 4))          # no dim
print(w[0].category.__name__ + ":", w[0].message)

# the real signature has a hidden third parameter, _stacklevel: a positional dtype lands there and is ignored
x = torch.tensor([1.0, 2.0, 3.0])
print("F.softmin(x, 0, torch.float64).dtype      :", F.softmin(x, 0, torch.float64).dtype)
print("F.softmin(x, 0, dtype=torch.float64).dtype:", F.softmin(x, 0, dtype=torch.float64).dtype)
