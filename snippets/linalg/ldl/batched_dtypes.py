import torch

X = torch.randn(4, 3, 3, dtype=torch.float64)
A = X + X.mT                                          # a batch of symmetric matrices
LD, pivots = torch.linalg.ldl_factor(A)
B = torch.randn(4, 3, 2, dtype=torch.float64)
Xs = torch.linalg.ldl_solve(LD, pivots, B)
print("A", tuple(A.shape), "-> LD", tuple(LD.shape), "pivots", tuple(pivots.shape), pivots.dtype)
print("X", tuple(Xs.shape), "| max residual:", (A @ Xs - B).abs().max().item())
Xb = torch.linalg.ldl_solve(LD, pivots, B[0])       # one right-hand side for the whole batch
print("broadcast B", tuple(B[0].shape), "-> X", tuple(Xb.shape))
A32, B32 = A.float(), B.float()
X32 = torch.linalg.ldl_solve(*torch.linalg.ldl_factor(A32), B32)
print("float32 max residual:", (A32 @ X32 - B32).abs().max().item())
for dt in (torch.float16, torch.int64):
    try:
        torch.linalg.ldl_factor(torch.eye(2, dtype=dt))
    except (RuntimeError, NotImplementedError) as e:
        print(f"{dt}: {type(e).__name__}: {e}")
try:
    torch.linalg.ldl_solve(LD[0], pivots[0], B[0, :, 0])
except IndexError as e:
    print("1-D B: IndexError:", e)
