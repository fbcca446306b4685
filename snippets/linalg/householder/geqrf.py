import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
print("a (R on and above the diagonal, reflector tails below):\n", a)
print("tau:", tau)
Q, R = torch.linalg.qr(A)
print("triu of a == R from linalg.qr:", torch.allclose(a[:2].triu(), R))
print("householder_product(a, tau) == Q from linalg.qr:", torch.allclose(torch.linalg.householder_product(a, tau), Q))
