import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 10.0]], dtype=torch.float64)
P, L, U = torch.linalg.lu(A)
print("P:\n", P)
print("L:\n", L)
print("U:\n", U)
print("max |P L U - A|:", (P @ L @ U - A).abs().max().item())
print("L unit lower triangular:", torch.equal(L, L.tril()) and bool((L.diagonal() == 1).all()))
print("U upper triangular:", torch.equal(U, U.triu()))
print("|L| <= 1 (partial pivoting):", bool((L.abs() <= 1).all()))
