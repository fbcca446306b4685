import math

import torch

x = torch.tensor([-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0], dtype=torch.float64)
y = torch.erf(x)
by_hand = torch.tensor([math.erf(v) for v in x.tolist()], dtype=torch.float64)
print("erf(x)            :", y)
print("odd: erf(-x)==-erf(x):", torch.equal(torch.erf(-x), -y))
print("max |torch - math.erf|:", (y - by_hand).abs().max().item())

special = torch.tensor([float("-inf"), -0.0, float("inf"), float("nan")])
print("erf(-inf, -0.0, inf, nan):", torch.erf(special))
print("sign bit of erf(-0.0)     :", torch.signbit(torch.erf(special[1:2])).item())
