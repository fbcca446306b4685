import torch

S = torch.tensor([[2.0, 1.0],
                  [1.0, 2.0]])        # real symmetric: real eigenvalues 3 and 1
L, V = torch.linalg.eig(S)
print("input dtype       :", S.dtype)
print("eigenvalues       :", L, L.dtype)
print("eigenvectors dtype:", V.dtype)
print("real part         :", L.real)

R = torch.tensor([[0.0, -1.0],
                  [1.0, 0.0]])        # 90-degree rotation: no real eigenvalues
print("rotation eigvals  :", torch.linalg.eigvals(R))
