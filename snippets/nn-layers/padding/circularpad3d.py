import torch
from torch import nn

x = torch.arange(8.).reshape(1, 2, 2, 2)  # (C, D, H, W), unbatched
y = nn.CircularPad3d((0, 0, 0, 0, 1, 1))(x)
print("shape:", tuple(y.shape))
print("D order:", [int(y[0, d, 0, 0]) for d in range(y.shape[1])])
try:
    nn.CircularPad3d(1)(torch.ones(2, 2, 2))
except ValueError as e:
    print("ValueError:", e)
