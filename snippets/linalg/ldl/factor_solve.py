import torch

A = torch.tensor([[0.0, 1.0, 2.0],
                  [1.0, 0.0, 3.0],
                  [2.0, 3.0, 1.0]], dtype=torch.float64)   # symmetric, indefinite, zeros on the diagonal
print("eigenvalues:", torch.linalg.eigvalsh(A))
LD, pivots = torch.linalg.ldl_factor(A)
print("LD:\n", LD)
print("pivots:", pivots)
b = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
x = torch.linalg.ldl_solve(LD, pivots, b)
print("x:", x.flatten(), "| residual ||A x - b||:", torch.linalg.norm(A @ x - b).item())
try:
    torch.linalg.cholesky(A)
except RuntimeError as e:
    print("cholesky:", type(e).__name__)
