import torch

A = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])
S = torch.linalg.svdvals(A)
print("||A||_F   =", torch.linalg.norm(A, "fro"), "| sqrt(sum a^2) =", A.square().sum().sqrt(), "| sqrt(sum s^2) =", S.square().sum().sqrt())
print("||A||_*   =", torch.linalg.norm(A, "nuc"), "| sum s =", S.sum())
print("||A||_2   =", torch.linalg.norm(A, 2), "| max s =", S.max())
print("||A||_1   =", torch.linalg.norm(A, 1), "| max column sum =", A.abs().sum(dim=0).max())
print("||A||_inf =", torch.linalg.norm(A, float("inf")), "| max row sum =", A.abs().sum(dim=1).max())
