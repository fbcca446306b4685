import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0],
                  [1.0, 0.0, 1.0],
                  [0.0, 1.0, 1.0]])          # m=4, n=3, k=min(m, n)=3

U, S, Vh = torch.linalg.svd(A)              # full_matrices=True (default)
print("full    U", tuple(U.shape), "S", tuple(S.shape), "Vh", tuple(Vh.shape))
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print("reduced U", tuple(U.shape), "S", tuple(S.shape), "Vh", tuple(Vh.shape))
print("S (descending):", S)
r = torch.linalg.svd(A, full_matrices=False)
print("result type:", type(r).__name__, "| fields U, S, Vh:", tuple(r.U.shape), tuple(r.S.shape), tuple(r.Vh.shape))
