import math

import torch

L = 8
N = L + 1  # periodic=True (default)
by_hand = torch.tensor([0.54 - 0.46 * math.cos(2 * math.pi * n / (N - 1)) for n in range(L)])
w = torch.hamming_window(L)
print("hamming_window(8):", w)
print("max |torch - formula|:", (w - by_hand).abs().max().item())
print("ends are 0.08, not 0:", w[0].item())
print("alpha=beta=0.5 gives hann:", torch.allclose(torch.hamming_window(L, True, 0.5, 0.5), torch.hann_window(L)))
print("keywords work too:", torch.allclose(torch.hamming_window(L, periodic=False, alpha=0.5, beta=0.5),
                                           torch.hann_window(L, periodic=False)))
print("hamming_window(1):", torch.hamming_window(1), " symmetric:", torch.hamming_window(1, periodic=False))
try:
    torch.hamming_window(L, alpha=0.5)  # alpha without periodic
except TypeError as e:
    print("hamming_window(8, alpha=0.5): TypeError:", str(e).splitlines()[0])
