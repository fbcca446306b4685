import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 10.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
print("LU:\n", LU)
print("pivots:", pivots, "(1-based row numbers)")
P, L, U = torch.linalg.lu(A)
print("strict lower part of LU == L - I:", torch.equal(LU.tril(-1), L - torch.eye(3, dtype=A.dtype)))
print("upper part of LU == U:", torch.equal(LU.triu(), U))

# pivots are LAPACK row swaps: step i swaps row i with row pivots[i] (both 1-based)
rows = list(range(3))
for i, p in enumerate(pivots.tolist()):
    rows[i], rows[p - 1] = rows[p - 1], rows[i]
print("rows of A in the order used:", rows)
print("A[rows] == L @ U:", torch.allclose(A[rows], L @ U))
print("P.T == identity rows in that order:", torch.equal(P.T, torch.eye(3, dtype=A.dtype)[rows]))
