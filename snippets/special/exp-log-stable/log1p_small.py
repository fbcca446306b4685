import math

import torch

x = torch.tensor([1e-10, 1e-7, 1e-4, 1e-1])
print("log(1 + x):", torch.log(1 + x))
print("log1p(x)  :", torch.log1p(x))
ref = torch.tensor([math.log1p(v) for v in x.tolist()], dtype=torch.float64)
print("max rel. error of float32 log1p vs math.log1p:", f"{((torch.log1p(x).double() - ref) / ref).abs().max().item():.1e}")

d = torch.tensor([-1.0, -1.5, -0.0, float("inf"), float("nan")])
print("log1p at -1, -1.5, -0.0, inf, nan:", torch.log1p(d))
