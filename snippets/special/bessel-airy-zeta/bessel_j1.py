import math

import torch

def bessel_j(n, x, m=2000):
    h = math.pi / m
    vals = [math.cos(n * k * h - x * math.sin(k * h)) for k in range(m + 1)]
    return (math.fsum(vals) - (vals[0] + vals[-1]) / 2) * h / math.pi

x = torch.tensor([0.0, 1.0, 3.831705970207512, 10.0], dtype=torch.float64)
got = torch.special.bessel_j1(x)
print("bessel_j1(x):", got)
print("max |j1 - integral|:", f"{max(abs(a - bessel_j(1, b)) for a, b in zip(got.tolist(), x.tolist())):.1e}")
print("odd: j1(-x) == -j1(x):", torch.equal(torch.special.bessel_j1(-x), -got))
print("float16:", end=" ")
try:
    torch.special.bessel_j1(torch.tensor([1.0], dtype=torch.float16))
except NotImplementedError as e:
    print(type(e).__name__, e)
