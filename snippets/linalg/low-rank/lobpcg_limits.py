import torch

A = torch.diag(torch.arange(1.0, 11.0, dtype=torch.float64))     # 10 x 10
try:
    torch.lobpcg(A, k=4)
except ValueError as e:
    print("k=4 on 10 rows: ValueError:", e)
try:
    torch.lobpcg(A.to(torch.complex128), k=2)
except RuntimeError as e:
    print("complex input:", e)
N = torch.triu(torch.ones(30, 30, dtype=torch.float64)) + torch.eye(30, dtype=torch.float64)
print("non-symmetric input, no error, eigenvalues:", [round(e, 3) for e in torch.lobpcg(N, k=2)[0].tolist()],
      " true eigenvalues all", torch.linalg.eigvals(N).real.max().item())
