import warnings
import torch
import torch.nn as nn

x = torch.randn(2, 5, 4, 4)                 # 5 channels, but the layers below say 3
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = nn.InstanceNorm2d(3)(x)
print("affine=False: runs, shape", tuple(y.shape), "|", w[0].category.__name__ + ":", str(w[0].message).split(". ")[0])
try:
    nn.InstanceNorm2d(3, affine=True)(x)
except ValueError as e:
    print("affine=True: ValueError:", e)
