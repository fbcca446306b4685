import torch

img = torch.tensor([[[0.1, 0.9], [0.4, 0.2]],
                    [[0.5, 0.3], [0.8, 0.7]]])   # (channels, H, W)
peak = img.amax(dim=(1, 2), keepdim=True)
print("img.amax(dim=(1, 2)):", peak.flatten())
print("normalised per channel:", (img / peak).amax(dim=(1, 2)))
