import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
a_sq = torch.cat([a, torch.zeros(3, 1, dtype=a.dtype)], dim=1)    # pad to 3 columns
tau_sq = torch.cat([tau, torch.zeros(1, dtype=tau.dtype)])        # tau = 0: the identity reflector
Q_full = torch.linalg.householder_product(a_sq, tau_sq)
print("complete Q:\n", Q_full)
print("max |Q^T Q - I|:", (Q_full.mT @ Q_full - torch.eye(3, dtype=A.dtype)).abs().max().item())
print("same as linalg.qr(mode='complete'):", torch.allclose(Q_full, torch.linalg.qr(A, mode="complete").Q))
