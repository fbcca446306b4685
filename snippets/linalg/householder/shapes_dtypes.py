import torch

A = torch.randn(4, 5, 3)
a, tau = torch.geqrf(A)
print("geqrf:", tuple(A.shape), "-> a", tuple(a.shape), "tau", tuple(tau.shape))
Q = torch.linalg.householder_product(a, tau)
print("householder_product ->", tuple(Q.shape), Q.dtype)
Q1 = torch.linalg.householder_product(a, tau[..., :1])   # only the first reflector
print("with 1 of 3 reflectors ->", tuple(Q1.shape))
print("complex64:", torch.geqrf(torch.randn(3, 2, dtype=torch.complex64)).tau.dtype)
for dt in (torch.float16, torch.int64):
    try:
        torch.geqrf(torch.ones(3, 2, dtype=dt))
    except NotImplementedError as e:
        print(f"{dt}: NotImplementedError: {e}")
try:
    torch.linalg.householder_product(a.mT, tau)          # wide input
except RuntimeError as e:
    print("wide input:", e)
try:
    torch.linalg.householder_product(a, torch.cat([tau, tau], dim=-1))   # more tau than columns
except RuntimeError as e:
    print("tau too long:", e)
