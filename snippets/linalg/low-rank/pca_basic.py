import torch

g = torch.Generator().manual_seed(0)
mix = torch.tensor([[3.0, 0.0, 0.0], [1.0, 1.0, 0.0], [0.0, 0.0, 0.1]], dtype=torch.float64)
X = torch.randn(500, 3, dtype=torch.float64, generator=g) @ mix + torch.tensor([5.0, -2.0, 1.0], dtype=torch.float64)
U, S, V = torch.pca_lowrank(X, q=3)
Xc = X - X.mean(0)
evals, evecs = torch.linalg.eigh(Xc.T @ Xc / (X.shape[0] - 1))              # covariance, ascending
print("S^2/(m-1):          ", (S ** 2 / (X.shape[0] - 1)).tolist())
print("covariance eigvals: ", evals.flip(0).tolist())
print("|cos| between V[:,0] and top eigenvector:", (V[:, 0] @ evecs[:, -1]).abs().item())
proj = Xc @ V[:, :2]                                                           # scores on 2 components
print("projection onto 2 components:", tuple(proj.shape), " equals U[:, :2] * S[:2]:", torch.allclose(proj, U[:, :2] * S[:2]))
print("center=False, S:", torch.pca_lowrank(X, q=3, center=False)[1].tolist())
