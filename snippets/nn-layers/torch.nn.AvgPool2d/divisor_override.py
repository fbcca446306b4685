import torch
from torch import nn

x = torch.arange(16.0).reshape(1, 1, 4, 4)
print("average:", nn.AvgPool2d(2)(x))
print("sum (divisor_override=1):", nn.AvgPool2d(2, divisor_override=1)(x))
