import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [2.0, 0.0]], dtype=torch.float64)
a, tau = A.geqrf()
C = torch.eye(3, dtype=A.dtype)
QC = a.ormqr(tau, C)                 # input2 = tau, input3 = the matrix to multiply
print("a.ormqr(tau, I) is the complete Q:", torch.allclose(QC, torch.linalg.qr(A, mode="complete").Q))
print("same as torch.ormqr(a, tau, C):", torch.equal(QC, torch.ormqr(a, tau, C)))
