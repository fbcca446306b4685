import warnings

import torch
from torch import nn

x = torch.randn(2, 3)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    nn.LogSoftmax()(x)  # no dim
print(w[0].category.__name__, w[0].message)
