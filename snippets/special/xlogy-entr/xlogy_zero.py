import math

import torch

nan, inf = float("nan"), float("inf")
x = torch.tensor([0.0, 0.0, 0.0, 0.0, 1.0, 2.0, 2.0, nan])
y = torch.tensor([0.0, -1.0, inf, nan, 0.0, -1.0, 3.0, 1.0])
print("x               :", x)
print("y               :", y)
print("xlogy(x, y)     :", torch.xlogy(x, y))
print("x * log(y)      :", x * torch.log(y))

# by hand on positive values
a = torch.rand(5, dtype=torch.float64) * 4
b = torch.rand(5, dtype=torch.float64) * 4 + 0.01
ref = torch.tensor([u * math.log(v) for u, v in zip(a.tolist(), b.tolist())], dtype=torch.float64)
print("max |xlogy - x*math.log(y)|:", (torch.xlogy(a, b) - ref).abs().max().item())
