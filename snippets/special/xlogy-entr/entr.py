import math

import torch

inf, nan = float("inf"), float("nan")
x = torch.tensor([0.0, 0.25, 0.5, 1.0, 2.0, -0.1, inf, nan])
print("x      :", x)
print("entr(x):", torch.special.entr(x))

p = torch.tensor([0.5, 0.25, 0.25, 0.0], dtype=torch.float64)
print("entropy sum(entr(p)):", torch.special.entr(p).sum().item())
print("by hand -sum p ln p  :", -sum(v * math.log(v) for v in p.tolist() if v > 0))
print("int64 ->", torch.special.entr(torch.tensor([0, 1])).dtype)
