import math

import torch

x = torch.tensor([0.0, math.pi / 4, -math.pi / 4])
print("tan(x)                     :", torch.tan(x))
print("max |tan - sin/cos|        :", (torch.tan(x) - torch.sin(x) / torch.cos(x)).abs().max().item())

half_pi32 = torch.tensor(math.pi / 2)  # float32 rounds pi/2 up a little
half_pi64 = torch.tensor(math.pi / 2, dtype=torch.float64)
print("float32(pi/2) > pi/2       :", half_pi32.double().item() > math.pi / 2)
print("tan(float32 pi/2)          :", torch.tan(half_pi32).item())
print("tan(float64 pi/2)          :", torch.tan(half_pi64).item())
print("tan(+inf), tan(-inf)       :", torch.tan(torch.tensor([float("inf"), float("-inf")])).tolist())

y = x.clone()
y.tan_()
print("x.tan() == y after tan_()  :", torch.equal(x.tan(), y))
