import torch
from torch import nn

H, k, s, p, d = 28, 3, 2, 0, 1
without_floor = (H + 2 * p - d * (k - 1) - 1) / s + 1
y = nn.Conv2d(1, 1, k, stride=s, padding=p, dilation=d)(torch.randn(1, 1, H, H))
print("formula without floor:", without_floor)
print("torch output size:    ", y.shape[-1])
