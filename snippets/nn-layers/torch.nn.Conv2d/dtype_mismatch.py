# raises: RuntimeError
import torch
from torch import nn

conv = nn.Conv2d(3, 8, 3)  # float32 parameters
image = torch.randint(0, 256, (1, 3, 8, 8), dtype=torch.uint8)  # raw pixels
print("works after conversion:", tuple(conv(image.float() / 255).shape))
conv(image.double())  # float64 input, float32 weights
