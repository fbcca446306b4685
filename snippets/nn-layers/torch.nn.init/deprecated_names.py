import warnings

import torch
from torch import nn

w = torch.empty(3)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    nn.init.normal(w)  # old spelling without the trailing underscore
print(caught[0].category.__name__, caught[0].message)
