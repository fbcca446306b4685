import math

import torch

x = torch.tensor([-3.0, 0.0, 3.0, 100.0, 1000.0])
print("i0e(x)           :", torch.special.i0e(x))
print("exp(-|x|) * i0(x):", torch.exp(-x.abs()) * torch.i0(x))
print("sqrt(1/(2 pi x)) at 1000:", math.sqrt(1 / (2 * math.pi * 1000)))
print("log i0(1000) = log i0e(1000) + 1000:", (torch.special.i0e(torch.tensor(1000.0)).log() + 1000).item())
