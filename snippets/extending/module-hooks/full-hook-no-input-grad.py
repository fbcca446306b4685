import warnings

import torch
from torch import nn

lin = nn.Linear(3, 2)
lin.register_full_backward_hook(lambda m, gi, go: print("grad_input:", gi))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    lin(torch.ones(1, 3)).sum().backward()      # the input does not require grad
print(w[0].category.__name__ + ":", str(w[0].message).split(" See ")[0])
print("weight.grad still computed:", lin.weight.grad is not None)
