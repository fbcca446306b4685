import torch
from torch import nn

x = torch.tensor([[[1., 2.], [3., 4.]]])  # (C, H, W)
y = nn.ReplicationPad2d(1)(x)
print("shape:", tuple(y.shape))
print(y[0])
try:
    nn.ReplicationPad2d(1)(torch.ones(4))
except RuntimeError as e:
    print("1-D input:", type(e).__name__)
