# raises: RuntimeError
import torch
from torch import nn

conv = nn.Conv3d(in_channels=3, out_channels=4, kernel_size=3)
print("(C, D, H, W) is read as one unbatched clip:", tuple(conv(torch.randn(3, 5, 8, 8)).shape))
images = torch.randn(2, 3, 8, 8)  # a batch of 2-D images, not a clip
conv(images)  # read as (C=2, D=3, H=8, W=8): wrong channel count
