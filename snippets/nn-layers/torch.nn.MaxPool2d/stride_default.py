import torch
from torch import nn

x = torch.randn(1, 1, 8, 8)
pool = nn.MaxPool2d(kernel_size=2)
print("stride defaults to kernel_size:", pool.stride)
print("output:", tuple(pool(x).shape))
print("stride=1 instead:", tuple(nn.MaxPool2d(2, stride=1)(x).shape))
