import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
Q = torch.orgqr(a, tau)
print("orgqr:\n", Q)
print("same as householder_product:", torch.equal(Q, torch.linalg.householder_product(a, tau)))
