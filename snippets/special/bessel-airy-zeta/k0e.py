import math

import torch

def k_scaled(n, x, h=1e-3, T=12.0):  # exp(x) K_n(x) = integral_0^inf exp(-x (cosh t - 1)) cosh(n t) dt
    m = int(T / h)
    vals = [math.exp(-x * (math.cosh(k * h) - 1)) * math.cosh(n * k * h) for k in range(m + 1)]
    return (math.fsum(vals) - (vals[0] + vals[-1]) / 2) * h

x = torch.tensor([0.1, 1.0, 5.0, 50.0], dtype=torch.float64)
got = torch.special.scaled_modified_bessel_k0(x)
print("k0e(x):", got)
print("max rel. |k0e - integral|:", f"{max(abs(a - k_scaled(0, b)) / abs(a) for a, b in zip(got.tolist(), x.tolist())):.1e}")
print("at 0, -1, 1000:", torch.special.scaled_modified_bessel_k0(torch.tensor([0.0, -1.0, 1000.0])))
print("sqrt(pi / (2 x)) at 1000:", math.sqrt(math.pi / 2000))
