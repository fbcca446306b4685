import torch

A = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]])   # row 1 = 2 * row 0
print("rank:", torch.linalg.matrix_rank(A).item(), " dtype:", torch.linalg.matrix_rank(A).dtype)
s = torch.linalg.svdvals(A)
tol = torch.finfo(A.dtype).eps * max(A.shape) * s[0]
print("singular values:", s.tolist())
print("default threshold eps*max(m,n)*sigma_1 =", tol.item(), " count above:", (s > tol).sum().item())
print("3x5 of ones:", torch.linalg.matrix_rank(torch.ones(3, 5)).item(),
      " zero matrix:", torch.linalg.matrix_rank(torch.zeros(3, 3)).item(),
      " empty (0,3):", torch.linalg.matrix_rank(torch.empty(0, 3)).item())
print("batch:", torch.linalg.matrix_rank(torch.stack([A, torch.eye(3)])).tolist())
