import torch

A = torch.tensor([[4.0, 1.0, 0.0],
                  [2.0, 3.0, 1.0],
                  [0.0, 1.0, 5.0]])
lam = torch.linalg.eigvals(A)
print("eigvals dtype     :", lam.dtype)
print("same as eig(A)[0] :", torch.allclose(lam, torch.linalg.eig(A).eigenvalues))
print("sum == trace      :", torch.allclose(lam.sum().real, A.trace()))
print("prod == det       :", torch.allclose(lam.prod().real, torch.linalg.det(A)))
