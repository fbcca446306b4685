import math

import torch
from torch import nn

xs = [-50.0, -5.0, -1.0, 0.0, 1.0, 5.0, 50.0]
x = torch.tensor(xs, dtype=torch.float64)
y = nn.LogSigmoid()(x)
hand = torch.tensor([-math.log1p(math.exp(-v)) if v > 0 else v - math.log1p(math.exp(v)) for v in xs],
                    dtype=torch.float64)
print("LogSigmoid(x) :", y)
print("max |LogSigmoid - log(sigmoid(x)) by hand| :", (y - hand).abs().max().item())
print("= -softplus(-x):", torch.allclose(y, -torch.nn.functional.softplus(-x)))
