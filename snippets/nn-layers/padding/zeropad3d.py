import torch
from torch import nn

x = torch.ones(1, 1, 2, 2, 2)  # (N, C, D, H, W)
m = nn.ZeroPad3d((1, 0, 0, 2, 1, 1))  # (left, right, top, bottom, front, back)
y = m(x)
print("shape:", tuple(y.shape))
print("padding attribute:", m.padding)
print("sum unchanged:", y.sum().item())
