import torch
from torch import nn

x = torch.arange(4.).reshape(1, 1, 4)
print("reflect 3:", nn.ReflectionPad1d(3)(x))  # mirror, edge not repeated
print("(2, 0):", nn.ReflectionPad1d((2, 0))(x))
try:
    nn.ReflectionPad1d(4)(x)  # pad must be < size (4)
except RuntimeError as e:
    print("pad 4 on width 4:", type(e).__name__)
