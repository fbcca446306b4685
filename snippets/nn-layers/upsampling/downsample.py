import torch
import torch.nn.functional as F
from torch import nn

x = torch.arange(16.).reshape(1, 1, 4, 4)
a = nn.Upsample(scale_factor=0.5, mode="bilinear")(x)
b = F.interpolate(x, scale_factor=0.5, mode="bilinear")
print("Upsample(scale_factor=0.5):", tuple(a.shape), "same as interpolate:", torch.equal(a, b))
print(a[0, 0])
