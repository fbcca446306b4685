import math

import torch

x = torch.tensor([1.0, 5.0, 10.0, 30.0, 1e6])
naive = torch.exp(x * x) * torch.erfc(x)
print("exp(x^2) * erfc(x):", naive)
print("erfcx(x)          :", torch.special.erfcx(x))
print("1 / (x sqrt(pi))  :", 1 / (x * math.sqrt(math.pi)))

# by hand where the naive form is safe (float64, small x)
m = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0, 5.0], dtype=torch.float64)
ref = torch.tensor([math.exp(v * v) * math.erfc(v) for v in m.tolist()], dtype=torch.float64)
print("max rel. error vs math:", (((torch.special.erfcx(m) - ref) / ref).abs().max()).item())
