import torch
from torch import nn

x = torch.arange(4.).reshape(1, 1, 4)
print("wrap 2:", nn.CircularPad1d(2)(x))
print("wrap 4 (== size):", nn.CircularPad1d(4)(x))
try:
    nn.CircularPad1d(5)(x)
except RuntimeError as e:
    print("wrap 5:", e)
