import torch
from torch import nn

conv = nn.Conv1d(in_channels=16, out_channels=32, kernel_size=5, stride=2, padding=1)
x = torch.randn(8, 16, 100)  # (N, C_in, L_in)
print("output (N, C_out, L_out):", tuple(conv(x).shape))
# L_out = floor((100 + 2*1 - 1*(5-1) - 1) / 2) + 1 = floor(97/2) + 1 = 49
print("weight (C_out, C_in, k):  ", tuple(conv.weight.shape))
print("unbatched (C_in, L_in) ->", tuple(conv(torch.randn(16, 100)).shape))
