import math

import torch

r = torch.tensor([2.0, 1.0, 1.0])
theta = torch.tensor([0.0, math.pi / 2, math.pi])
z = torch.polar(r, theta)
print(z, z.dtype)
print("abs:", z.abs(), "| angle:", z.angle())
theta64 = torch.tensor([0.0, math.pi / 2, math.pi], dtype=torch.float64)   # angles made in float64
print("float64:", torch.polar(r.double(), theta64))

# unit phasors: e^{i k pi/4}
k = torch.arange(8)
print("8th roots of unity, z**8:", torch.polar(torch.ones(8), k * math.pi / 4).pow(8))
print("broadcast (2,1) with (3,) ->", tuple(torch.polar(torch.ones(2, 1), torch.zeros(3)).shape))
