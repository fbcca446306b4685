import torch

X = torch.randn(5, 3, 4, 4, dtype=torch.float64)
A = X @ X.mT + 4 * torch.eye(4, dtype=torch.float64)      # a (5, 3) batch of SPD matrices
L = torch.linalg.cholesky(A)
print("A:", tuple(A.shape), "-> L:", tuple(L.shape), L.dtype)
print("max |L L^T - A| float64:", (L @ L.mT - A).abs().max().item())
L32 = torch.linalg.cholesky(A.float())
print("max |L L^T - A| float32:", (L32 @ L32.mT - A.float()).abs().max().item(), L32.dtype)

Z = torch.tensor([[2.0, 1j], [-1j, 2.0]], dtype=torch.complex64)  # Hermitian
Lz = torch.linalg.cholesky(Z)
print("complex L:", Lz, "| max |L L^H - A|:", (Lz @ Lz.mH - Z).abs().max().item())
print("empty batch:", tuple(torch.linalg.cholesky(torch.empty(2, 0, 0)).shape))
for dt in (torch.float16, torch.bfloat16, torch.int64):
    try:
        torch.linalg.cholesky(torch.eye(2, dtype=dt))
    except (RuntimeError, NotImplementedError) as e:
        print(f"{dt}: {type(e).__name__}: {e}")
