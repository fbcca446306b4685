# raises: RuntimeError
import torch
from torch import nn

conv = nn.Conv2d(1, 1, kernel_size=5)
conv(torch.randn(1, 1, 4, 4))
