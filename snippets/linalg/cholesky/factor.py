import torch

A = torch.tensor([[4.0, 2.0, 0.4],
                  [2.0, 5.0, 1.0],
                  [0.4, 1.0, 3.0]], dtype=torch.float64)   # symmetric positive-definite
L = torch.linalg.cholesky(A)
U = torch.linalg.cholesky(A, upper=True)
print("L:\n", L)
print("L is lower triangular:", torch.equal(L, L.tril()))
print("max |L @ L.mH - A|:", (L @ L.mH - A).abs().max().item())
print("upper=True gives L.mH:", torch.equal(U, L.mH))
print("max |U.mH @ U - A|:", (U.mH @ U - A).abs().max().item())
