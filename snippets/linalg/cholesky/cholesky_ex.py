import torch

batch = torch.stack([torch.eye(2),
                     torch.tensor([[1.0, 2.0], [2.0, 1.0]]),     # indefinite
                     torch.tensor([[4.0, 0.0], [0.0, -1.0]])])   # indefinite
out = torch.linalg.cholesky_ex(batch)
print(type(out).__name__, "| L:", tuple(out.L.shape), "| info:", tuple(out.info.shape))
L, info = out
print("info:", info, info.dtype)
print("usable factors:", (info == 0).tolist())
print("L[1] (not a factor):\n", L[1])
print("LinAlgError is a RuntimeError:", issubclass(torch.linalg.LinAlgError, RuntimeError))
try:
    torch.linalg.cholesky_ex(batch, check_errors=True)
except torch.linalg.LinAlgError as e:
    print("check_errors=True:", e)
semidef = torch.tensor([[1.0, 1.0], [1.0, 1.0]])            # eigenvalues 2 and 0
with_nan = torch.tensor([[float("nan"), 0.0], [0.0, 1.0]])
print("semidefinite info:", torch.linalg.cholesky_ex(semidef).info.item(),
      "| NaN info:", torch.linalg.cholesky_ex(with_nan).info.item())
