import torch

g = torch.Generator().manual_seed(0)
U0 = torch.linalg.qr(torch.randn(200, 3, dtype=torch.float64, generator=g))[0]
V0 = torch.linalg.qr(torch.randn(100, 3, dtype=torch.float64, generator=g))[0]
A = U0 @ torch.diag(torch.tensor([10.0, 5.0, 2.0], dtype=torch.float64)) @ V0.T \
    + 1e-3 * torch.randn(200, 100, dtype=torch.float64, generator=g)          # rank 3 plus noise
U, S, V = torch.svd_lowrank(A, q=6)
print("shapes U, S, V:", tuple(U.shape), tuple(S.shape), tuple(V.shape))
print("svd_lowrank S:", S)
print("full svdvals: ", torch.linalg.svdvals(A)[:6])
A3 = U[:, :3] @ torch.diag(S[:3]) @ V[:, :3].T                                # note V, not V^T
print("relative error of the rank-3 reconstruction:", ((A3 - A).norm() / A.norm()).item())
