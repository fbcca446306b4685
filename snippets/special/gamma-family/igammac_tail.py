import math

import torch

a = torch.tensor([1.0, 1.0, 1.0, 3.0])
x = torch.tensor([5.0, 20.0, 30.0, 40.0])
print("igammac(a, x)    :", torch.igammac(a, x))
print("1 - igamma(a, x) :", 1 - torch.igamma(a, x))
print("exp(-x) for a = 1:", [math.exp(-v) for v in x.tolist()[:3]])
print("Q(3, 40) by hand :", math.exp(-40) * (1 + 40 + 40**2 / 2))
