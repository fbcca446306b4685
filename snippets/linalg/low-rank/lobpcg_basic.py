import torch

g = torch.Generator().manual_seed(0)
M = torch.randn(50, 50, dtype=torch.float64, generator=g)
A = M @ M.T + torch.eye(50, dtype=torch.float64)                 # symmetric positive definite
exact = torch.linalg.eigvalsh(A)
E, X = torch.lobpcg(A, k=3)
print("lobpcg largest 3:", E.tolist())
print("eigvalsh largest 3:", exact[-3:].flip(0).tolist())
print("residual max |A X - X diag(E)|:", (A @ X - X * E).abs().max().item(), " X shape:", tuple(X.shape))
E2, _ = torch.lobpcg(A, k=2, largest=False)
print("smallest 2:", E2.tolist(), " eigvalsh:", exact[:2].tolist())
