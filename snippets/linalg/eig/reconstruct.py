import torch

A = torch.tensor([[4.0, 1.0],
                  [2.0, 3.0]])
L, V = torch.linalg.eig(A)
Ac = A.to(V.dtype)                    # compare in complex
print("eigenvalues               :", L)
print("A V == V diag(L)          :", torch.allclose(Ac @ V, V @ torch.diag(L)))
print("V diag(L) V^-1 == A       :", torch.allclose(V @ torch.diag(L) @ torch.linalg.inv(V), Ac))
print("columns have norm 1       :", torch.linalg.vector_norm(V, dim=0))
print("back to real (imag ~ 0)   :", (V @ torch.diag(L) @ torch.linalg.inv(V)).real)
