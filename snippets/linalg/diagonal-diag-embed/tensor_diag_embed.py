import torch

A = torch.randn(2, 3, 3, dtype=torch.float64)     # a batch of two matrices
U, S, Vh = torch.linalg.svd(A)
rebuilt = U @ S.diag_embed() @ Vh                  # S: (2, 3) -> (2, 3, 3)
print("S.diag_embed() shape:", tuple(S.diag_embed().shape))
print("U diag(S) Vh == A:", torch.allclose(rebuilt, A))

v = torch.tensor([[1, 2], [3, 4]])
print("dim1=0, dim2=2 -> shape", tuple(v.diag_embed(dim1=0, dim2=2).shape))
print("offset=-1:", v[0].diag_embed(offset=-1).tolist())
