# raises: ValueError
from torch import nn

nn.Conv2d(3, 8, kernel_size=3, stride=2, padding="same")
