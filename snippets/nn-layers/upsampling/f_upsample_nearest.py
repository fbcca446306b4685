import warnings
import torch
import torch.nn.functional as F

x = torch.arange(8.).reshape(1, 1, 2, 2, 2)  # 5-D volume
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = F.upsample_nearest(x, size=(3, 3, 3))
print(w[0].category.__name__, w[0].message)
print("shape:", tuple(y.shape))
print("== interpolate(nearest):", torch.equal(y, F.interpolate(x, size=(3, 3, 3), mode="nearest")))
print("depth slices:", [int(y[0, 0, d, 0, 0]) for d in range(3)])
