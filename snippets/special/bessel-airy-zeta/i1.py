import math

import torch

def i1_series(x):  # sum_k (x/2)^(2k+1) / (k! (k+1)!), each term from the previous one
    term, terms = x / 2, []
    for k in range(1, 200):
        terms.append(term)
        term *= (x / 2) ** 2 / (k * (k + 1))
    return math.fsum(terms)

x = torch.tensor([-2.0, 0.5, 1.0, 3.0, 20.0], dtype=torch.float64)
got = torch.special.i1(x)
print("i1(x):", got)
print("max rel. |i1 - series|:", max(abs(a - i1_series(b)) / abs(i1_series(b)) for a, b in zip(got.tolist(), x.tolist())))
print("odd: i1(-x) == -i1(x):", torch.equal(torch.special.i1(-x), -got))
t = torch.tensor([0.5, 2.0], requires_grad=True)
torch.i0(t).sum().backward()
print("d i0 / dx == i1:", torch.allclose(t.grad, torch.special.i1(t.detach())))
