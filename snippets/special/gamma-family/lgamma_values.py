import math

import torch

x = torch.tensor([0.5, 1.0, 2.0, 3.5, 10.0, 171.7, -0.5, -2.5], dtype=torch.float64)
got = torch.lgamma(x)
print("lgamma(x):", got)
print("max |lgamma - math.lgamma|:", max(abs(a - math.lgamma(b)) for a, b in zip(got.tolist(), x.tolist())))
print("exp(lgamma(x)) for x = -0.5:", torch.exp(torch.lgamma(x[6:7])).item(), "| math.gamma(-0.5):", math.gamma(-0.5))
print("gamma(171.7) in float64 via exp:", torch.exp(got[5]).item())
poles = torch.tensor([0.0, -0.0, -1.0, -2.0, float("inf"), float("-inf"), float("nan")])
print("lgamma at 0, -0, -1, -2, inf, -inf, nan:", torch.lgamma(poles))
