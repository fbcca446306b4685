import math

import torch

L = 8
for periodic in (True, False):
    N = L + 1 if periodic else L  # the formula's N
    by_hand = torch.tensor([0.5 - 0.5 * math.cos(2 * math.pi * n / (N - 1)) for n in range(L)])
    w = torch.hann_window(L, periodic=periodic)
    print(f"periodic={periodic!s:5}:", w)
    print("   max |torch - 0.5 - 0.5 cos(2 pi n/(N-1))|:", (w - by_hand).abs().max().item())

print("periodic(L) == symmetric(L+1)[:-1]:",
      torch.allclose(torch.hann_window(L), torch.hann_window(L + 1, periodic=False)[:-1]))
print("except at L=1:", torch.hann_window(1).tolist(), "vs", torch.hann_window(2, periodic=False)[:-1].tolist())
