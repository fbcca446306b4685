import torch
from torch import nn

x = torch.arange(1.0, 10.0).reshape(1, 1, 3, 3)
print(x)
with_pad = nn.AvgPool2d(2, stride=2, padding=1)(x)
without = nn.AvgPool2d(2, stride=2, padding=1, count_include_pad=False)(x)
print("count_include_pad=True (default):", with_pad)
print("count_include_pad=False:", without)
# top-left window holds 3 zeros of padding and x[0,0] = 1: 1/4 vs 1/1
