import math

import torch
from torch import nn

xs = [-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0]
x = torch.tensor(xs, dtype=torch.float64)

exact = nn.GELU()(x)                      # approximate='none'
tanh_form = nn.GELU(approximate="tanh")(x)

# by hand, with Python's math module only
hand_exact = torch.tensor([v * 0.5 * (1 + math.erf(v / math.sqrt(2))) for v in xs], dtype=torch.float64)
k = math.sqrt(2 / math.pi)
hand_tanh = torch.tensor([0.5 * v * (1 + math.tanh(k * (v + 0.044715 * v**3))) for v in xs], dtype=torch.float64)

print("x                :", x)
print("GELU() exact     :", exact)
print("GELU('tanh')     :", tanh_form)
print("max |exact - x*Phi(x) by hand| :", (exact - hand_exact).abs().max().item())
print("max |tanh  - tanh formula|     :", (tanh_form - hand_tanh).abs().max().item())
print(nn.GELU(), nn.GELU("tanh"), "| parameters:", len(list(nn.GELU().parameters())))
