import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [2.0, 0.0]], dtype=torch.float64)
a, tau = A.geqrf()
Q = a.orgqr(tau)                     # called on the reflector matrix, tau as input2
print("Q:\n", Q)
print("same as torch.orgqr(a, tau):", torch.equal(Q, torch.orgqr(a, tau)))
