import torch

n = 8
i = torch.arange(n, dtype=torch.float64)
H = 1.0 / (i[:, None] + i[None, :] + 1)      # Hilbert matrix: SPD but badly conditioned
print("condition number: %.2e" % torch.linalg.cond(H).item())
x_true = torch.ones(n, 1, dtype=torch.float64)
b = H @ x_true
for dt in (torch.float64, torch.float32):
    L, info = torch.linalg.cholesky_ex(H.to(dt))
    if info.item() != 0:
        print(dt, "factorization failed, info =", info.item())
        continue
    x = torch.cholesky_solve(b.to(dt), L)
    print(dt, "residual %.1e" % torch.linalg.norm(H.to(dt) @ x - b.to(dt)).item(),
          "| error in x %.1e" % (x.double() - x_true).abs().max().item())
