import math

import torch


def i0(x, terms=30):  # modified Bessel function of the first kind, order 0, as a power series
    return sum((x / 2) ** (2 * k) / math.factorial(k) ** 2 for k in range(terms))


L, beta = 8, 8.0
for periodic in (False, True):
    N = L if periodic else L - 1
    by_hand = torch.tensor([i0(beta * math.sqrt(1 - ((i - N / 2) / (N / 2)) ** 2)) / i0(beta) for i in range(L)],
                           dtype=torch.float64)
    w = torch.kaiser_window(L, periodic=periodic, beta=beta, dtype=torch.float64)
    print(f"periodic={periodic!s:5} max |torch - formula|:", (w - by_hand).abs().max().item())

for b in (0.0, 4.0, 12.0):
    print(f"beta={b:4}:", torch.kaiser_window(7, periodic=False, beta=b))
print("kaiser_window(1):", torch.kaiser_window(1), " symmetric:", torch.kaiser_window(1, periodic=False))
