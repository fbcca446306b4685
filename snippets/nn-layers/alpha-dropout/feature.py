import torch
import torch.nn as nn

p = 0.5
alpha_p = -1.7580993408473766
a = ((1 - p) * (1 + p * alpha_p ** 2)) ** -0.5
fill = a * alpha_p + (-a * alpha_p * p)     # value of a dropped channel

drop = nn.FeatureAlphaDropout(p)
x = torch.randn(2, 4, 3, 3)                 # (N, C, H, W)
y = drop(x)
dropped = (y == fill).all(dim=-1).all(dim=-1)
print(f"fill value: {fill:.4f}")
print("whole channel set to the fill value:\n", dropped)
print("kept channels == a*x + b:", torch.allclose(y[~dropped], a * x[~dropped] - a * alpha_p * p))
