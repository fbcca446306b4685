import torch

n = 200
A = torch.randn(n, n, dtype=torch.float64)
x_true = torch.randn(n, 1, dtype=torch.float64)
b = A @ x_true
print("condition number: %.1e" % torch.linalg.cond(A).item())
for dt in (torch.float64, torch.float32):
    LU, piv = torch.linalg.lu_factor(A.to(dt))
    x = torch.linalg.lu_solve(LU, piv, b.to(dt))
    rel_res = torch.linalg.norm(A.to(dt) @ x - b.to(dt)) / torch.linalg.norm(b.to(dt))
    rel_err = torch.linalg.norm(x.double() - x_true) / torch.linalg.norm(x_true)
    print(f"{dt}: relative residual {rel_res.item():.1e} | relative error in x {rel_err.item():.1e}")
