# raises: ValueError
import torch
import torch.nn.functional as F

img = torch.rand(1, 3, 12, 16)
print("4-D, antialias=True:", tuple(F.interpolate(img, size=(6, 8), mode="lanczos", antialias=True).shape))
try:
    F.interpolate(img[0], size=8, mode="lanczos", antialias=True)     # 3-D input
except ValueError as e:
    print("3-D input:", e)
F.interpolate(img, size=(6, 8), mode="lanczos")                       # antialias left at False
