import torch
from torch import nn
from torch.nn import init

ln = nn.LayerNorm(4)
init.zeros_(ln.weight)       # e.g. to start a residual branch at zero ...
init.ones_(ln.weight)        # ... and back to the default
print("LayerNorm weight:", ln.weight.data)
w = torch.empty(2, 3).t()                      # a non-contiguous view
init.ones_(w)
print("non-contiguous view filled:", w, w.is_contiguous())
