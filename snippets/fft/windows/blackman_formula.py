import math

import torch

L = 8
N = L  # periodic=False
by_hand = torch.tensor([0.42 - 0.5 * math.cos(2 * math.pi * n / (N - 1)) + 0.08 * math.cos(4 * math.pi * n / (N - 1))
                        for n in range(L)], dtype=torch.float64)
w = torch.blackman_window(L, periodic=False, dtype=torch.float64)
print("blackman_window(8, periodic=False):", w)
print("max |torch - formula|:", (w - by_hand).abs().max().item())
print("float32 end value:", torch.blackman_window(L, periodic=False)[0].item(), "(0 in exact arithmetic)")
print("blackman_window(1):", torch.blackman_window(1), " symmetric:", torch.blackman_window(1, periodic=False))
