import math

import torch

def bessel_j(n, x, m=2000):  # (1/pi) * integral_0^pi cos(n t - x sin t) dt, trapezoid rule
    h = math.pi / m
    vals = [math.cos(n * k * h - x * math.sin(k * h)) for k in range(m + 1)]
    return (math.fsum(vals) - (vals[0] + vals[-1]) / 2) * h / math.pi

x = torch.tensor([0.0, 1.0, 2.404825557695773, 5.0, 5.2, 5.5, 8.0, 30.0], dtype=torch.float64)
got = torch.special.bessel_j0(x)
print("bessel_j0(x):", got)
for a, b in zip(got.tolist(), x.tolist()):
    print(f"  x = {b:8.4f}   |j0 - integral| = {abs(a - bessel_j(0, b)):.1e}")
print("even: j0(-x) == j0(x):", torch.equal(torch.special.bessel_j0(-x), got))
print("j0(inf), j0(nan):", torch.special.bessel_j0(torch.tensor([float("inf"), float("nan")])))
