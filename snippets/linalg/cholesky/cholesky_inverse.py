import torch

A = torch.tensor([[4.0, 2.0, 0.4],
                  [2.0, 5.0, 1.0],
                  [0.4, 1.0, 3.0]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
Ainv = torch.cholesky_inverse(L)             # pass the FACTOR, not A
print("A^-1:\n", Ainv)
print("max |A^-1 A - I|:", (Ainv @ A - torch.eye(3, dtype=A.dtype)).abs().max().item())
print("max |it - linalg.inv(A)|:", (Ainv - torch.linalg.inv(A)).abs().max().item())
U = L.mT
print("upper=True from U, max diff:", (torch.cholesky_inverse(U, upper=True) - Ainv).abs().max().item())
print("batched:", tuple(torch.cholesky_inverse(torch.stack([L, 2 * L])).shape))
wrong = torch.cholesky_inverse(A)            # A itself in the factor slot: no error
print("passing A instead of L, max diff:", (wrong - Ainv).abs().max().item())
