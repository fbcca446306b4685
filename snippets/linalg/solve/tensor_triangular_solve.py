import torch

T = torch.tensor([[2.0, 1.0], [0.0, 4.0]], dtype=torch.float64)   # upper triangular
b = torch.tensor([[3.0], [8.0]], dtype=torch.float64)
x, coeff = b.triangular_solve(T)          # self is the right-hand side; upper=True by default
print("x:", x.flatten(), "| residual:", torch.linalg.norm(T @ x - b).item())
print("same as torch.linalg.solve_triangular(T, b, upper=True):",
      torch.equal(x, torch.linalg.solve_triangular(T, b, upper=True)))
