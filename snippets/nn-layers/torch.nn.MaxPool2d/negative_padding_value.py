import torch
from torch import nn

x = -torch.arange(1.0, 10.0).reshape(1, 1, 3, 3)  # all negative
print(x)
print("max pool, padding=1:", nn.MaxPool2d(2, stride=2, padding=1)(x))
# the padding is -inf, not 0: no output is 0
