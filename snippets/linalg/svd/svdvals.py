import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0]])
S = torch.linalg.svdvals(A)
print("svdvals(A)            :", S)
print("same as svd(A).S      :", torch.allclose(S, torch.linalg.svd(A).S))
print("sqrt(sum S^2) == ||A||_F:", torch.allclose(S.square().sum().sqrt(), torch.linalg.norm(A)))
print("S[0] == ||A||_2       :", torch.allclose(S[0], torch.linalg.matrix_norm(A, ord=2)))

D = torch.diag(torch.tensor([-5.0, 1.0, 3.0]))
print("svdvals of diag(-5, 1, 3):", torch.linalg.svdvals(D), "(absolute values, sorted)")
