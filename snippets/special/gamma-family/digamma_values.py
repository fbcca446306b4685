import math

import torch

x = torch.tensor([0.5, 1.0, 2.0, 3.5, 10.0, -0.5], dtype=torch.float64)
got = torch.digamma(x)
print("digamma(x):", got)
# by hand: central difference of math.lgamma
h = 1e-5
fd = [(math.lgamma(v + h) - math.lgamma(v - h)) / (2 * h) for v in x.tolist()]
print("max |digamma - d lgamma / dx (finite difference)|:", f"{max(abs(a - b) for a, b in zip(got.tolist(), fd)):.1e}")
print("digamma(1) = -Euler gamma:", got[1].item(), "| recurrence psi(2) - psi(1) = 1:", (got[2] - got[1]).item())
print("at 0, -0, -1, -2, inf, nan:", torch.digamma(torch.tensor([0.0, -0.0, -1.0, -2.0, float("inf"), float("nan")])))
