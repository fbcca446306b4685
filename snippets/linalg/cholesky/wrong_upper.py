import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
L = torch.linalg.cholesky(A)                 # lower factor
x_bad = torch.cholesky_solve(b, L, upper=True)   # wrong flag: no error
x_ok = torch.cholesky_solve(b, L)
print("wrong flag, residual:", torch.linalg.norm(A @ x_bad - b).item())
print("right flag, residual:", torch.linalg.norm(A @ x_ok - b).item())
try:
    torch.cholesky_solve(b.flatten(), L)     # a 1-D right-hand side
except RuntimeError as e:
    print("RuntimeError:", e)
L_junk = L.clone()
L_junk[0, 1] = 7.0                            # junk above the diagonal of a lower factor
print("upper triangle of L ignored:", torch.equal(torch.cholesky_solve(b, L_junk), x_ok))
try:
    torch.cholesky_solve(b.float(), L)       # float32 B with a float64 factor
except RuntimeError as e:
    print("RuntimeError:", e)
