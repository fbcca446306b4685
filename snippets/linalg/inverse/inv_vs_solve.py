import torch

A = torch.randn(300, 300, dtype=torch.float64)
B = torch.randn(300, 4, dtype=torch.float64)
print("inv(A) @ B == solve(A, B):", torch.allclose(torch.linalg.inv(A) @ B, torch.linalg.solve(A, B)))
print("B^T @ inv(A) == solve(A, B^T, left=False):",
      torch.allclose(B.mT @ torch.linalg.inv(A), torch.linalg.solve(A, B.mT, left=False)))
