import torch

S = torch.tensor([[2.0, 1.0, 0.0],
                  [1.0, 2.0, 1.0],
                  [0.0, 1.0, 2.0]])
L, Q = torch.linalg.eigh(S)           # for symmetric / Hermitian input
print("eigh eigenvalues :", L, L.dtype, "(real, ascending)")
print("Q^T Q == I       :", torch.allclose(Q.mT @ Q, torch.eye(3), atol=1e-6))
print("Q diag(L) Q^T == S:", torch.allclose(Q @ torch.diag(L) @ Q.mT, S, atol=1e-6))
print("eigvalsh         :", torch.linalg.eigvalsh(S))
