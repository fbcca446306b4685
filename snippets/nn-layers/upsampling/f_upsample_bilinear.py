import warnings
import torch
import torch.nn.functional as F

x = torch.arange(4.).reshape(1, 1, 2, 2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = F.upsample_bilinear(x, size=(3, 3))
print(w[0].category.__name__, w[0].message)
print(y[0, 0])
print("== interpolate(bilinear, align_corners=True):",
      torch.equal(y, F.interpolate(x, size=(3, 3), mode="bilinear", align_corners=True)))
