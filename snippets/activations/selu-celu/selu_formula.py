import math

import torch
from torch import nn

ALPHA = 1.6732632423543772848170429916717
SCALE = 1.0507009873554804934193349852946
xs = [-5.0, -1.0, -0.1, 0.0, 0.1, 1.0, 5.0]
x = torch.tensor(xs, dtype=torch.float64)
y = nn.SELU()(x)
hand = torch.tensor([SCALE * (v if v > 0 else ALPHA * (math.exp(v) - 1)) for v in xs], dtype=torch.float64)
print("SELU(x)  :", y)
print("max |SELU - scale * (x if x > 0 else alpha * (exp(x) - 1))| :", (y - hand).abs().max().item())
print("lower limit -scale*alpha :", round(-SCALE * ALPHA, 4), "| SELU(-30):", nn.SELU()(torch.tensor(-30.0)).item())
print("slope for x > 0 (scale)  :", ((nn.SELU()(torch.tensor(2.0)) - nn.SELU()(torch.tensor(1.0))).item()))
