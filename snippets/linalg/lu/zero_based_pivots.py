import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 10.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
good = torch.linalg.lu_solve(LU, pivots, b)
bad = torch.linalg.lu_solve(LU, pivots - 1, b)     # "fixing" them to 0-based: no error
print("1-based pivots, residual:", torch.linalg.norm(A @ good - b).item())
print("pivots - 1,     residual:", torch.linalg.norm(A @ bad - b).item())
try:
    torch.linalg.lu_solve(LU, pivots.long(), b)
except RuntimeError as e:
    print("int64 pivots:", e)
