import math

import torch

x = torch.tensor([1e-10, 1e-7, 1e-4, 1e-1])
print("exp(x) - 1:", torch.exp(x) - 1)
print("expm1(x)  :", torch.expm1(x))
ref = torch.tensor([math.expm1(v) for v in x.tolist()], dtype=torch.float64)
print("max rel. error of float32 expm1 vs math.expm1:", f"{((torch.expm1(x).double() - ref) / ref).abs().max().item():.1e}")

h = torch.tensor([1e-4, 1e-3], dtype=torch.float16)
print("float16 exp(x) - 1:", torch.exp(h) - 1)
print("float16 expm1(x)  :", torch.expm1(h))

big = torch.tensor([88.0, 89.0, float("-inf"), float("inf"), float("nan")])
print("expm1 at 88, 89, -inf, inf, nan:", torch.expm1(big))
