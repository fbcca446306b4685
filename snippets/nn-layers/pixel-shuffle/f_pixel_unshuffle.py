import torch
import torch.nn.functional as F

r = 3
x = torch.randn(2, 6, 9)  # unbatched (C, H, W)
y = F.pixel_unshuffle(x, r)
print("shape:", tuple(x.shape), "->", tuple(y.shape))
# by hand: out[c*r*r + i*r + j, h, w] = in[c, h*r + i, w*r + j]
ref = torch.empty_like(y)
for c in range(2):
    for i in range(r):
        for j in range(r):
            ref[c * r * r + i * r + j] = x[c, i::r, j::r]
print("index mapping equal:", torch.equal(y, ref))
print("inverse of pixel_shuffle:", torch.equal(F.pixel_shuffle(y, r), x))
print("shares memory:", y.data_ptr() == x.data_ptr())
try:
    F.pixel_unshuffle(torch.ones(1, 4, 3), 2)  # H ok, W = 3
except RuntimeError as e:
    print("W not divisible:", type(e).__name__)
