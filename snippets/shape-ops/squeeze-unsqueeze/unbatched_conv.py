import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=3)
img = torch.zeros(3, 32, 32)                       # no batch dimension

print("unbatched input :", tuple(conv(img).shape))              # accepted
print("unsqueeze(0)    :", tuple(conv(img.unsqueeze(0)).shape)) # explicit batch of one
