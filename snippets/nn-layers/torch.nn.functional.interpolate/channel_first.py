import torch
import torch.nn.functional as F

img = torch.randn(3, 32, 32)  # one (C, H, W) image without batch dimension
y = F.interpolate(img, scale_factor=2)
print("3-D input is read as (N, C, L):", tuple(img.shape), "->", tuple(y.shape))
y = F.interpolate(img.unsqueeze(0), scale_factor=2)
print("add the batch dimension first: ", tuple(img.unsqueeze(0).shape), "->", tuple(y.shape))
