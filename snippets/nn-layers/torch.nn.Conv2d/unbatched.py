import torch
from torch import nn

conv = nn.Conv2d(3, 6, kernel_size=5)
img = torch.randn(3, 32, 32)  # one image, no batch dimension
print("unbatched (C, H, W):", tuple(conv(img).shape))
print("batched (N, C, H, W):", tuple(conv(img.unsqueeze(0)).shape))
print("same values:", torch.allclose(conv(img), conv(img.unsqueeze(0))[0]))
try:
    conv(torch.randn(32, 32))
except RuntimeError as e:
    print("2-D input:", e)
