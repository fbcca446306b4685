import torch

# A batch of images (N, C, H, W): rotate in the (H, W) plane.
imgs = torch.arange(2 * 1 * 2 * 3).view(2, 1, 2, 3)
rot = imgs.rot90(1, (2, 3))
print("shape:", tuple(imgs.shape), "->", tuple(rot.shape))
print("first image before:", imgs[0, 0].tolist())
print("first image after: ", rot[0, 0].tolist())
print("default dims=(0, 1) would rotate the (N, C) plane:", tuple(imgs.rot90().shape))
