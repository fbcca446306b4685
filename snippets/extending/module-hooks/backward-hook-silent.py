import warnings

import torch
from torch import nn

relu = nn.ReLU()                                   # forward = a single autograd node
relu.register_backward_hook(lambda m, gi, go: print("grad_input:", gi))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    relu(torch.tensor([-1.0, 2.0], requires_grad=True) * 1.0).sum().backward()
print("warnings:", len(w))
