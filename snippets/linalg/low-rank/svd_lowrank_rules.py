import torch

print("batch (2,20,10), q=3 ->", [tuple(t.shape) for t in torch.svd_lowrank(torch.randn(2, 20, 10), q=3)])
print("5x4 with q=6 ->", [tuple(t.shape) for t in torch.svd_lowrank(torch.randn(5, 4), q=6)])
try:
    torch.svd_lowrank(torch.ones(5, 5, dtype=torch.int64), q=2)
except RuntimeError as e:
    print("int64:", e)
A = torch.randn(8, 5, dtype=torch.float64)
mu = A.mean(0, keepdim=True)
S_m = torch.svd_lowrank(A, q=5, M=mu)[1]                 # q = n: exact up to rounding
print("M=column means: S matches svdvals(A - M):", torch.allclose(S_m, torch.linalg.svdvals(A - mu)))
