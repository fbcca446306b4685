# raises: ValueError
from torch import nn

nn.Conv2d(in_channels=6, out_channels=8, kernel_size=3, groups=4)
