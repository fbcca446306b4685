import torch

J = torch.tensor([[1.0, 1.0],
                  [0.0, 1.0]], dtype=torch.float64)   # a Jordan block: not diagonalizable
print("eigvals(J)            :", torch.linalg.eigvals(J))
L, V = torch.linalg.eig(J)
print("eigenvalues           :", L)
print("eigenvector columns   :\n", V)
print("|det V| (near 0)      :", torch.linalg.det(V).abs().item())
rebuilt = V @ torch.diag(L) @ torch.linalg.inv(V)
print("V diag(L) V^-1 == J   :", torch.allclose(rebuilt, J.to(V.dtype)))
print("V diag(L) V^-1 (real) :\n", rebuilt.real)
