import torch

A = torch.tensor([[2.0, 1.0, 0.0],
                  [1.0, 3.0, 1.0],
                  [0.0, 1.0, 4.0]], dtype=torch.float64)
L, Q = torch.linalg.eigh(A)
print("eigenvalues (ascending):", L)
print("eigenvectors (columns):\n", Q)
print("max |Q diag(L) Q^T - A|:", (Q @ torch.diag(L) @ Q.mT - A).abs().max().item())
print("max |A Q - Q diag(L)|:", (A @ Q - Q * L).abs().max().item())
print("max |Q^T Q - I|:", (Q.mT @ Q - torch.eye(3, dtype=A.dtype)).abs().max().item())
print("same as sorted eigvals:", torch.allclose(L, torch.linalg.eigvals(A).real.sort().values))
