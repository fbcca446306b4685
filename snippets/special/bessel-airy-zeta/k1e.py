import math

import torch

def k_scaled(n, x, h=1e-3, T=12.0):
    m = int(T / h)
    vals = [math.exp(-x * (math.cosh(k * h) - 1)) * math.cosh(n * k * h) for k in range(m + 1)]
    return (math.fsum(vals) - (vals[0] + vals[-1]) / 2) * h

x = torch.tensor([0.1, 1.0, 5.0, 50.0], dtype=torch.float64)
got = torch.special.scaled_modified_bessel_k1(x)
print("k1e(x):", got)
print("max rel. |k1e - integral|:", f"{max(abs(a - k_scaled(1, b)) / abs(a) for a, b in zip(got.tolist(), x.tolist())):.1e}")
print("K1 itself at 100: k1e * exp(-100) =", (torch.special.scaled_modified_bessel_k1(torch.tensor(100.0, dtype=torch.float64)) * math.exp(-100)).item())
print("at 0, -1:", torch.special.scaled_modified_bessel_k1(torch.tensor([0.0, -1.0])))
