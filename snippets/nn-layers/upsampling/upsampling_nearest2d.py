import warnings
import torch
import torch.nn.functional as F
from torch import nn

x = torch.arange(6.).reshape(1, 1, 2, 3)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = nn.UpsamplingNearest2d(size=(4, 5))(x)
print("warnings emitted:", len(w))
print(y[0, 0])
print("same as interpolate(nearest):", torch.equal(y, F.interpolate(x, size=(4, 5), mode="nearest")))
print("3-D input accepted:", tuple(nn.UpsamplingNearest2d(scale_factor=2)(torch.ones(1, 2, 3)).shape))
