import torch
from torch import nn

H, k, s = 50, 3, 2
print("formula without floor:", (H - k) / s + 1)
print("torch:", nn.AvgPool2d(k, stride=s)(torch.randn(1, 1, H, H)).shape[-1])
