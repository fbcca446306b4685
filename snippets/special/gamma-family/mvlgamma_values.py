import math

import torch

a = torch.tensor([1.5, 2.0, 3.7, 10.0], dtype=torch.float64)
p = 3
got = torch.mvlgamma(a, p)
by_hand = [p * (p - 1) / 4 * math.log(math.pi) + math.fsum(math.lgamma(v + (1 - j) / 2) for j in range(1, p + 1)) for v in a.tolist()]
print("mvlgamma(a, p=3):", got)
print("max |mvlgamma - formula with math.lgamma|:", (got - torch.tensor(by_hand, dtype=torch.float64)).abs().max().item())
print("p=1 equals lgamma:", torch.equal(torch.mvlgamma(a, 1), torch.lgamma(a)))
print("a = 0.5, 1.0 with p=3 (need a > 1):", torch.mvlgamma(torch.tensor([0.5, 1.0]), 3))
print("int64 ->", torch.mvlgamma(torch.tensor([3]), 2).dtype)
