import torch

X = torch.randn(4, 5, 5)
A = X + X.mT
L, Q = torch.linalg.eigh(A)
print("A", tuple(A.shape), "-> eigenvalues", tuple(L.shape), L.dtype, "| eigenvectors", tuple(Q.shape), Q.dtype)
print("ascending in every batch element:", bool((L[:, 1:] >= L[:, :-1]).all()))
Z = torch.tensor([[2.0, 1j], [-1j, 2.0]], dtype=torch.complex64)      # Hermitian
Lz, Qz = torch.linalg.eigh(Z)
print("complex64 Hermitian -> eigenvalues", Lz, Lz.dtype, "| eigenvectors", Qz.dtype)
for dt in (torch.float16, torch.bfloat16, torch.int64):
    try:
        torch.linalg.eigh(torch.eye(2, dtype=dt))
    except NotImplementedError as e:
        print(f"{dt}: NotImplementedError: {e}")
