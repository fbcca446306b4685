import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0],
                  [1.0, 0.0, 1.0],
                  [0.0, 1.0, 1.0]])

U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print("U @ diag(S) @ Vh == A :", torch.allclose(U @ torch.diag(S) @ Vh, A, atol=1e-5))
print("(U * S) @ Vh == A     :", torch.allclose((U * S) @ Vh, A, atol=1e-5))
print("U^T U == I            :", torch.allclose(U.mT @ U, torch.eye(3), atol=1e-5))
print("Vh Vh^T == I          :", torch.allclose(Vh @ Vh.mT, torch.eye(3), atol=1e-5))

# with full_matrices=True, only the first k columns of U take part
Uf, S, Vh = torch.linalg.svd(A)
k = S.numel()
print("full: U[:, :k] * S @ Vh == A:", torch.allclose(Uf[:, :k] * S @ Vh, A, atol=1e-5))
