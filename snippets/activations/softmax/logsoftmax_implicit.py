import warnings

import torch
from torch import nn

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    out = nn.LogSoftmax()(torch.randn(2, 3))  # no dim given
print(w[0].category.__name__, w[0].message)
print("module repr:", nn.LogSoftmax(), "| with dim:", nn.LogSoftmax(dim=1))
