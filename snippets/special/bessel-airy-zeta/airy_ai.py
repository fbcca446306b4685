import math

import torch

def airy_series(x, terms=80):  # Ai(x) = c1 f(x) - c2 g(x), Maclaurin series
    c1 = 1 / (3 ** (2 / 3) * math.gamma(2 / 3))
    c2 = 1 / (3 ** (1 / 3) * math.gamma(1 / 3))
    f, g, tf, tg = 0.0, 0.0, 1.0, x
    for k in range(terms):
        f += tf
        g += tg
        tf *= x**3 / ((3 * k + 2) * (3 * k + 3))
        tg *= x**3 / ((3 * k + 3) * (3 * k + 4))
    return c1 * f - c2 * g

x = torch.tensor([-5.0, -3.0, -2.33810741, -2.0, 0.0, 1.0, 3.0], dtype=torch.float64)
got = torch.special.airy_ai(x)
print("airy_ai(x):", got)
for a, b in zip(got.tolist(), x.tolist()):
    print(f"  x = {b:12.8f}   |airy_ai - series| = {abs(a - airy_series(b, 120)):.1e}")
print("at 10, 100, inf, -inf:", torch.special.airy_ai(torch.tensor([10.0, 100.0, float("inf"), float("-inf")])))
