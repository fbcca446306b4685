import warnings

import torch
from torch import nn

lin = nn.Linear(3, 2)
lin.register_backward_hook(                           # deprecated
    lambda m, gi, go: print("old hook grad_input shapes:", [None if g is None else tuple(g.shape) for g in gi]))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    lin(torch.ones(4, 3, requires_grad=True)).sum().backward()
print(w[0].category.__name__ + ":", w[0].message)
