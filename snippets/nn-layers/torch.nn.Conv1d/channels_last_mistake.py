# raises: RuntimeError
import torch
from torch import nn

conv = nn.Conv1d(in_channels=8, out_channels=4, kernel_size=3)
seq = torch.randn(2, 20, 8)  # (N, L, C): 20 time steps of 8 features
print("after transpose(1, 2):", tuple(conv(seq.transpose(1, 2)).shape))
conv(seq)  # Conv1d wants (N, C, L)
