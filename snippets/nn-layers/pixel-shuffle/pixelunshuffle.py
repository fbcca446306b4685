import torch
from torch import nn

x = torch.arange(16.).reshape(1, 1, 4, 4)
y = nn.PixelUnshuffle(2)(x)
print("shape:", tuple(x.shape), "->", tuple(y.shape))
print("channel 0 (even rows, even cols):", y[0, 0].flatten().tolist())
print("channel 1 (even rows, odd cols): ", y[0, 1].flatten().tolist())
print("round trip:", torch.equal(nn.PixelShuffle(2)(y), x))
try:
    nn.PixelUnshuffle(2)(torch.ones(1, 1, 3, 4))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:75], "...")
