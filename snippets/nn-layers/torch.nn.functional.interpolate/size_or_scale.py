import torch
import torch.nn.functional as F

img = torch.randn(2, 3, 10, 15)  # (N, C, H, W)
print("size=(20, 30):           ", tuple(F.interpolate(img, size=(20, 30)).shape))
print("scale_factor=2:          ", tuple(F.interpolate(img, scale_factor=2).shape))
print("scale_factor=(0.5, 1/3): ", tuple(F.interpolate(img, scale_factor=(0.5, 1 / 3)).shape))
vol = torch.randn(1, 1, 4, 4, 4)  # (N, C, D, H, W)
print("5-D, trilinear:          ", tuple(F.interpolate(vol, scale_factor=2, mode="trilinear").shape))
