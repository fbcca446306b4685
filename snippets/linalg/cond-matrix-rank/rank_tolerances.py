import torch

D32 = torch.diag(torch.tensor([1.0, 1e-7]))
print("float32 diag(1, 1e-7), defaults:", torch.linalg.matrix_rank(D32).item(),
      " (threshold", f"{torch.finfo(torch.float32).eps * 2:.3e})")
print("same matrix in float64:", torch.linalg.matrix_rank(D32.double()).item())
print("atol=1e-10 (rtol then 0):", torch.linalg.matrix_rank(D32, atol=1e-10).item())
print("atol=1e-10, rtol=1e-3:", torch.linalg.matrix_rank(D32, atol=1e-10, rtol=1e-3).item())
print("rtol=1e-8:", torch.linalg.matrix_rank(D32, rtol=1e-8).item())
batch = torch.stack([D32, D32])
print("per-matrix atol tensor [1e-6, 1e-10]:", torch.linalg.matrix_rank(batch, atol=torch.tensor([1e-6, 1e-10])).tolist())
print("NumPy-style tol, positional:", torch.linalg.matrix_rank(D32, 1e-6).item(),
      " keyword tol=:", torch.linalg.matrix_rank(D32, tol=1e-10).item())
try:
    torch.linalg.matrix_rank(D32, tol=1e-6, atol=1e-3)
except TypeError as e:
    print("tol together with atol: TypeError:", str(e).splitlines()[0])
print("complex64 identity:", torch.linalg.matrix_rank(torch.eye(3, dtype=torch.complex64)).item())
