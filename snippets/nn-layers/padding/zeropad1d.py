import torch
from torch import nn

x = torch.arange(1., 5.).reshape(1, 1, 4)  # (N, C, W)
print("int pad:", nn.ZeroPad1d(2)(x))
print("(left, right):", nn.ZeroPad1d((1, 3))(x))
print("negative crops:", nn.ZeroPad1d((-1, 0))(x))
