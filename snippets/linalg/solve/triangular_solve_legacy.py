import warnings
import torch

T = torch.tensor([[2.0, 0.0, 0.0],
                  [1.0, 3.0, 0.0],
                  [4.0, 5.0, 6.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = torch.triangular_solve(b, T, upper=False)        # old order: b first, A second
msg = str(w[0].message).splitlines()
print(w[0].category.__name__, msg[0][:70] + "...")
print("suggested replacement:", msg[-1].split(" (Triggered")[0])
print(type(old).__name__, "| solution:", old.solution.flatten())
print("cloned_coefficient is a copy of A:", torch.equal(old.cloned_coefficient, T))
new = torch.linalg.solve_triangular(T, b, upper=False)    # new order: A first, B second
print("same as linalg.solve_triangular:", torch.equal(old.solution, new))
t = torch.triangular_solve(b, T, upper=False, transpose=True).solution
print("transpose=True solves T^T x = b, residual:", torch.linalg.norm(T.mT @ t - b).item())
t_new = torch.linalg.solve_triangular(T.mT, b, upper=True)   # T is lower, so T.mT is upper
print("new spelling of transpose=True (A.mT, flipped upper):", torch.allclose(t, t_new))
