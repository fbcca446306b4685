# raises: RuntimeError
import torch
from torch import nn

conv = nn.Conv2d(1, 4, kernel_size=3)
gray = torch.randn(28, 28)  # (H, W): the channel dim is missing too
print("with channel dim:", conv(gray.unsqueeze(0)).shape)
conv(gray)
