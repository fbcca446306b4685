import math

import torch

x = torch.tensor([0.0, 1.0, math.log(10.0)])
print("exp(x)        :", torch.exp(x))
print("log(exp(x))   :", torch.log(torch.exp(x)))

print("exp of int64  :", torch.exp(torch.tensor([0, 1])).dtype)
print("log(0), log(-1):", torch.log(torch.tensor([0.0, -1.0])))
print("exp(89) float32:", torch.exp(torch.tensor([88.0, 89.0])))
print("exp(89) float64:", torch.exp(torch.tensor([89.0], dtype=torch.float64)))
