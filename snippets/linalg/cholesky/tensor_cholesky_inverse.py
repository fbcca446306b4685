import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
Ainv = L.cholesky_inverse()                  # self is the factor
print("A^-1:\n", Ainv)
print("max |A A^-1 - I|:", (A @ Ainv - torch.eye(2, dtype=A.dtype)).abs().max().item())
print("same as torch.cholesky_inverse(L):", torch.equal(Ainv, torch.cholesky_inverse(L)))
