import math

import torch

nan = float("nan")
x = torch.tensor([0.0, 0.0, 0.0, 1.0, 2.0, 3.0])
y = torch.tensor([-1.0, nan, -2.0, -1.0, 1e-9, 0.5])
print("xlog1py(x, y)  :", torch.special.xlog1py(x, y))
print("x * log1p(y)   :", x * torch.log1p(y))
print("xlogy(x, 1 + y):", torch.xlogy(x, 1 + y))

a = torch.tensor([0.5, 2.0, 3.0], dtype=torch.float64)
b = torch.tensor([1e-12, -0.5, 10.0], dtype=torch.float64)
ref = torch.tensor([u * math.log1p(v) for u, v in zip(a.tolist(), b.tolist())], dtype=torch.float64)
print("max rel. |xlog1py - x*math.log1p(y)|:", ((torch.special.xlog1py(a, b) - ref) / ref).abs().max().item())
try:
    torch.special.xlog1py(2.0, 0.5)
except TypeError as e:
    print("two numbers:", type(e).__name__, str(e).splitlines()[0])
