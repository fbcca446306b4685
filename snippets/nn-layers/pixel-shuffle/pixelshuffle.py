import torch
from torch import nn

r = 2
x = torch.randn(1, 8, 3, 3)  # C = 2 * r**2
y = nn.PixelShuffle(r)(x)
print("shape:", tuple(x.shape), "->", tuple(y.shape))
# by hand: out[n, c, h*r + i, w*r + j] = in[n, c*r*r + i*r + j, h, w]
ref = torch.empty_like(y)
for c in range(2):
    for i in range(r):
        for j in range(r):
            ref[0, c, i::r, j::r] = x[0, c * r * r + i * r + j]
print("index mapping max abs diff:", (y - ref).abs().max().item())
print("plain reshape instead:", torch.equal(x.reshape(1, 2, 6, 6), y))
try:
    nn.PixelShuffle(2)(torch.ones(1, 6, 2, 2))  # 6 not divisible by 4
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70], "...")
