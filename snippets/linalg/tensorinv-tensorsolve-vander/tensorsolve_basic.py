import torch

A = torch.randn(2, 3, 6, dtype=torch.float64)                     # B.shape (2, 3) + X.shape (6,)
B = torch.randn(2, 3, dtype=torch.float64)
X = torch.linalg.tensorsolve(A, B)
print("X shape:", tuple(X.shape), " max |tensordot(A, X, 1) - B|:", (torch.tensordot(A, X, dims=X.ndim) - B).abs().max().item())
A6 = A.permute(2, 0, 1)                                            # the unknown's dimension first
X2 = torch.linalg.tensorsolve(A6, B, dims=(0,))
print("dims=(0,) moves that dimension to the end first; same X:", torch.allclose(X, X2))
via_inv = torch.tensordot(torch.linalg.tensorinv(A, ind=2), B, dims=B.ndim)
print("equals tensordot(tensorinv(A), B):", torch.allclose(X, via_inv))
try:
    torch.linalg.tensorsolve(torch.randn(2, 3, 5), torch.randn(2, 3))
except RuntimeError as e:
    print("(2,3,5) with B (2,3):", e)
