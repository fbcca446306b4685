import torch
from torch import nn

x = torch.arange(1., 4.).reshape(1, 3)  # (C, W)
print(nn.ConstantPad1d((2, 1), -1.0)(x))
xi = torch.arange(1, 4).reshape(1, 3)
yi = nn.ConstantPad1d(1, 2.7)(xi)
print("int64 input, value 2.7:", yi, yi.dtype)
