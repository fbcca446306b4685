import math

import torch

a = torch.tensor([2.0, 3.0])
x = torch.tensor([1.0, 1.0], requires_grad=True)
P = torch.special.gammainc(a, x)
print("torch.special.gammainc(a, x):", P)
print("identical to torch.igamma:", torch.equal(P, torch.igamma(a, x)))
P.sum().backward()
print("d/dx = x^(a-1) e^(-x) / Gamma(a):", x.grad, [math.exp(-1) / math.gamma(v) for v in a.tolist()])

a2 = torch.tensor([2.0], requires_grad=True)
try:
    torch.special.gammainc(a2, torch.tensor([1.0])).backward()
except NotImplementedError as e:
    print("gradient in a:", type(e).__name__, e)
