import math

import torch

a = torch.tensor([1.0, 2.0, 3.0, 5.0], dtype=torch.float64)
x = torch.tensor([0.5, 2.0, 1.0, 7.5], dtype=torch.float64)
P = torch.igamma(a, x)
# by hand for integer a: P(a, x) = 1 - exp(-x) * sum_{k < a} x^k / k!
by_hand = [1 - math.exp(-v) * math.fsum(v**k / math.factorial(k) for k in range(int(s))) for s, v in zip(a.tolist(), x.tolist())]
print("igamma(a, x):", P)
print("max |igamma - closed form|:", (P - torch.tensor(by_hand, dtype=torch.float64)).abs().max().item())
print("igamma + igammac == 1:", torch.allclose(P + torch.igammac(a, x), torch.ones(4, dtype=torch.float64)))
edge_a = torch.tensor([1.0, 0.0, 0.0, -1.0, 1.0])
edge_x = torch.tensor([0.0, 1.0, 0.0, 1.0, -1.0])
print("(a, x) = (1, 0), (0, 1), (0, 0), (-1, 1), (1, -1):", torch.igamma(edge_a, edge_x))
