import torch

T = torch.tensor([[2.0, 0.0, 0.0],
                  [1.0, 3.0, 0.0],
                  [4.0, 5.0, 6.0]], dtype=torch.float64)   # lower triangular
b = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
x = torch.triangular_solve(b, T).solution                   # default upper=True reads only the diagonal here
print("default upper=True on a lower matrix, residual:", torch.linalg.norm(T @ x - b).item())
print("it solved with diag(T) instead:", torch.allclose(torch.diag(torch.diag(T)) @ x, b))
