import torch

g = torch.Generator().manual_seed(0)
M = torch.randn(30, 30, dtype=torch.float64, generator=g)
A = (M @ M.T + torch.eye(30, dtype=torch.float64)).requires_grad_(True)
E, X = torch.lobpcg(A, k=2)
E.sum().backward()
G = A.grad
print("max |G - G^T|:", (G - G.T).abs().max().item())
v = torch.linalg.eigh(A.detach())[1][:, -2:]                      # top-2 eigenvectors
print("G vs sum of v v^T (d lambda / dA):", (G - v @ v.T).abs().max().item())
