import torch
from torch import nn

conv = nn.Conv3d(3, 8, kernel_size=(3, 5, 5), stride=(1, 2, 2), padding=(1, 2, 2))
clip = torch.randn(2, 3, 16, 64, 64)  # (N, C, D, H, W): 16 frames of 64x64
y = conv(clip)
print("output:", tuple(y.shape))
# D: (16 + 2 - 2 - 1) // 1 + 1 = 16;  H, W: (64 + 4 - 4 - 1) // 2 + 1 = 32
print("weight (C_out, C_in, kD, kH, kW):", tuple(conv.weight.shape))
print("parameters:", sum(p.numel() for p in conv.parameters()))
