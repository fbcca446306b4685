import torch
from torch import nn

x = torch.zeros(1, 1, 2, 2)
y = nn.ConstantPad2d((0, 1, 1, 0), float("nan"))(x)
print("shape:", tuple(y.shape))
print(y[0, 0])
try:
    nn.ConstantPad2d(1)
except TypeError as e:
    print("TypeError:", e)
