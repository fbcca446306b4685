import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [1.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    x = b.lu_solve(LU, pivots)                      # self is the right-hand side
print("warnings recorded:", [x.category.__name__ for x in w])
print("x:", x.flatten(), "| residual:", torch.linalg.norm(A @ x - b).item())
