import warnings
import torch
import torch.nn as nn

m = nn.LazyInstanceNorm3d(affine=False, track_running_stats=False)   # the plain InstanceNorm3d defaults
x = torch.randn(2, 3, 2, 2, 2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = m(x)
print(type(m).__name__, "num_features =", m.num_features, "| params:", list(m.parameters()))
print(w[0].category.__name__ + ":", str(w[0].message).split(". ")[0])
print("same as InstanceNorm3d(3):", torch.allclose(y, nn.InstanceNorm3d(3)(x)))
