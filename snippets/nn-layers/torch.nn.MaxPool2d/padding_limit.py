# raises: RuntimeError
import torch
from torch import nn

x = torch.randn(1, 1, 8, 8)
print("padding=1 with kernel 3:", tuple(nn.MaxPool2d(3, padding=1)(x).shape))
try:
    nn.MaxPool2d(2, padding=2, dilation=3)(x)  # dilation does not raise the limit
except RuntimeError as e:
    print("kernel 2, dilation 3, padding 2 ->", e)
nn.MaxPool2d(kernel_size=3, padding=2)(x)
