import torch

M = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 9.0]])                # singular in exact arithmetic
try:
    torch.linalg.inv(M)
    print("float32: no error")
except RuntimeError as e:
    print("float32:", type(e).__name__)
Minv = torch.linalg.inv(M.double())               # rounding hides the zero pivot
print("float64: no error, largest |entry| %.1e" % Minv.abs().max().item())
print("float64: max |M inv(M) - I| = %.2f" % (M.double() @ Minv - torch.eye(3, dtype=torch.float64)).abs().max().item())
print("condition number (float64): %.1e" % torch.linalg.cond(M.double()).item())
