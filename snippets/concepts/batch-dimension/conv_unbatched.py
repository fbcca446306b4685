import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(in_channels=3, out_channels=6, kernel_size=3)
img = torch.randn(3, 32, 32)  # one image, no batch dim: (C, H, W)

out = conv(img)
print("unbatched (C, H, W):", tuple(img.shape), "->", tuple(out.shape))

batched = conv(img.unsqueeze(0))  # add a batch dim of size 1
print("batched (1, C, H, W):", tuple(img.unsqueeze(0).shape), "->",
      tuple(batched.shape))
print("same values:", torch.allclose(out, batched.squeeze(0)))
