import torch
import torch.nn as nn

gn = nn.GroupNorm(2, 4)
img = torch.randn(4, 4, 5)                  # meant as one image (C=4, H=4, W=5)
y_wrong = gn(img)                           # runs: read as N=4 samples with C=4 channels of length 5
y_right = gn(img[None])[0]                  # (1, C, H, W)
print("shapes:", tuple(y_wrong.shape), tuple(y_right.shape))
print("same result:", torch.allclose(y_wrong, y_right))
try:
    gn(torch.randn(4, 5, 5))                # here H=5 is not divisible by 2, so it raises
except RuntimeError as e:
    print("RuntimeError:", e)
