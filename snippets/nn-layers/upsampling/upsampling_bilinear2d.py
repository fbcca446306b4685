import warnings
import torch
import torch.nn.functional as F
from torch import nn

x = torch.arange(4.).reshape(1, 1, 2, 2)
m = nn.UpsamplingBilinear2d(scale_factor=2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = m(x)
print("warnings emitted:", len(w), "| align_corners attribute:", m.align_corners)
print(y[0, 0])
print("== interpolate(bilinear, align_corners=True):",
      torch.equal(y, F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=True)))
print("== Upsample(mode='bilinear') default:",
      torch.equal(y, nn.Upsample(scale_factor=2, mode="bilinear")(x)))
try:
    m(torch.ones(1, 2, 3))
except NotImplementedError as e:
    print("NotImplementedError:", e)
