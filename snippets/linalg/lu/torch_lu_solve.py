import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [1.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    x_old = torch.lu_solve(b, LU, pivots)             # old order: b first
print(w[0].category.__name__, str(w[0].message)[:60] + "...")
x_new = torch.linalg.lu_solve(LU, pivots, b)          # new order: b last
print("x:", x_old.flatten(), "| residual:", torch.linalg.norm(A @ x_old - b).item())
print("same as linalg.lu_solve:", torch.equal(x_old, x_new))
