import torch
import torch.nn.functional as F

x = torch.arange(6.0).reshape(1, 1, 6)
print("input:        ", x.flatten())
print("nearest:      ", F.interpolate(x, size=4, mode="nearest").flatten())
print("nearest-exact:", F.interpolate(x, size=4, mode="nearest-exact").flatten())
# nearest picks floor(i * 6/4) = 0, 1, 3, 4; nearest-exact picks floor((i + 0.5) * 6/4) = 0, 2, 3, 5
