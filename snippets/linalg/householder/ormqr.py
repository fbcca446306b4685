import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
Q = torch.linalg.qr(A, mode="complete").Q                 # the full 3 x 3 Q
C = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], dtype=torch.float64)
D = C.mT
print("ormqr(a, tau, C)                   vs Q @ C  :", (torch.ormqr(a, tau, C) - Q @ C).abs().max().item())
print("ormqr(..., transpose=True)         vs Q^T @ C:", (torch.ormqr(a, tau, C, transpose=True) - Q.mT @ C).abs().max().item())
print("ormqr(..., left=False)             vs D @ Q  :", (torch.ormqr(a, tau, D, left=False) - D @ Q).abs().max().item())
print("ormqr(..., left=False, transpose)  vs D @ Q^T:",
      (torch.ormqr(a, tau, D, left=False, transpose=True) - D @ Q.mT).abs().max().item())
