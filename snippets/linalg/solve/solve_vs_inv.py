import torch

n = 300
A = torch.randn(n, n)
x_true = torch.randn(n, 1)
b = A @ x_true
for name, x in [("solve(A, b)", torch.linalg.solve(A, b)),
                ("inv(A) @ b", torch.linalg.inv(A) @ b)]:
    rel_res = torch.linalg.norm(A @ x - b) / torch.linalg.norm(b)
    rel_err = torch.linalg.norm(x - x_true) / torch.linalg.norm(x_true)
    print(f"{name:12s} float32 relative residual {rel_res.item():.1e} | relative error in x {rel_err.item():.1e}")
