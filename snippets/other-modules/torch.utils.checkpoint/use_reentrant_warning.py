import warnings

import torch
from torch.utils.checkpoint import checkpoint

x = torch.ones(2, requires_grad=True)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = checkpoint(torch.sin, x)     # use_reentrant not given
print(w[0].category.__name__, w[0].message)
print("torch:", torch.__version__.split("+")[0], "- it still ran:", y.requires_grad)
