import torch

n = 6
i = torch.arange(n, dtype=torch.float64)
V = (0.1 * (i + 1))[:, None] ** i[None, :]        # Vandermonde matrix: badly conditioned
x_true = torch.ones(n, 1, dtype=torch.float64)
b = V @ x_true
print("condition number: %.1e" % torch.linalg.cond(V).item())
for dt in (torch.float64, torch.float32):
    x = torch.linalg.solve(V.to(dt), b.to(dt))
    res = torch.linalg.norm(V.to(dt) @ x - b.to(dt)) / torch.linalg.norm(b.to(dt))
    err = (x.double() - x_true).abs().max()
    print(f"{dt}: relative residual {res.item():.1e} | max error in x {err.item():.1e}")
