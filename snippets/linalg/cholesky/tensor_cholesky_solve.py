import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
L = torch.linalg.cholesky(A)
x = b.cholesky_solve(L)                      # self is the right-hand side, input2 the factor
print("x:", x.flatten())
print("residual ||A x - b||:", torch.linalg.norm(A @ x - b).item())
print("same as torch.cholesky_solve(b, L):", torch.equal(x, torch.cholesky_solve(b, L)))
