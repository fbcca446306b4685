import math

import torch

def i0_series(x):  # sum_k (x/2)^(2k) / (k!)^2, each term from the previous one
    term, terms = 1.0, []
    for k in range(1, 200):
        terms.append(term)
        term *= (x / 2) ** 2 / k**2
    return math.fsum(terms)

x = torch.tensor([-2.0, 0.0, 0.5, 3.0, 20.0], dtype=torch.float64)
got = torch.i0(x)
print("i0(x):", got)
print("max rel. |i0 - series|:", max(abs(a - i0_series(b)) / i0_series(b) for a, b in zip(got.tolist(), x.tolist())))
print("float32 overflow: i0(88), i0(90):", torch.i0(torch.tensor([88.0, 90.0])))
print("i0(inf), i0(-inf), i0(nan):", torch.i0(torch.tensor([float("inf"), float("-inf"), float("nan")])))
