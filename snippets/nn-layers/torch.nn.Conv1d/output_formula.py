import torch
from torch import nn

L_in, k, s, p, d = 50, 3, 2, 0, 1
conv = nn.Conv1d(16, 33, k, stride=s)
y = conv(torch.randn(20, 16, L_in))
print("formula without floor and + 1, (L + 2p - d(k-1) - 1) / s:", (L_in + 2 * p - d * (k - 1) - 1) / s)
print("with floor and + 1:", (L_in + 2 * p - d * (k - 1) - 1) // s + 1)
print("torch output shape:", tuple(y.shape), "-> channel dim is C_out = 33, not C_in = 16")
