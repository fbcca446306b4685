import torch
import torch.nn.functional as F

x = torch.tensor([[[0.0, 3.0]]])  # (N=1, C=1, L=2)
print("nearest:             ", F.interpolate(x, size=4, mode="nearest"))
print("align_corners=False: ", F.interpolate(x, size=4, mode="linear", align_corners=False))
print("align_corners=True:  ", F.interpolate(x, size=4, mode="linear", align_corners=True))
