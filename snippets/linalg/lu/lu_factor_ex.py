import torch

batch = torch.stack([torch.tensor([[2.0, 1.0], [1.0, 3.0]]),
                     torch.tensor([[1.0, 2.0], [2.0, 4.0]])])    # the second is singular
LU, pivots, info = torch.linalg.lu_factor_ex(batch)
print("info:", info, info.dtype)
print("LU[1]:\n", LU[1])
x = torch.linalg.lu_solve(LU, pivots, torch.ones(2, 2, 1))
print("solving with the singular factor:", x[1].flatten())
try:
    torch.linalg.lu_factor_ex(batch, check_errors=True)
except RuntimeError as e:
    print("check_errors=True:", e)
