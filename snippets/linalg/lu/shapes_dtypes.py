import torch

for m, n in [(3, 5), (5, 3)]:
    A = torch.randn(2, m, n)
    P, L, U = torch.linalg.lu(A)
    LU, pivots = torch.linalg.lu_factor(A)
    print(f"A {tuple(A.shape)}: P {tuple(P.shape)} L {tuple(L.shape)} U {tuple(U.shape)}"
          f" | LU {tuple(LU.shape)} pivots {tuple(pivots.shape)} {pivots.dtype}")
print("complex128 ->", torch.linalg.lu(torch.eye(2, dtype=torch.complex128)).U.dtype)
for dt in (torch.float16, torch.bfloat16, torch.int64):
    try:
        torch.linalg.lu(torch.eye(2, dtype=dt))
    except (RuntimeError, NotImplementedError) as e:
        print(f"{dt}: {type(e).__name__}: {e}")
