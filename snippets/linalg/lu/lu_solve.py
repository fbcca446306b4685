import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 10.0]], dtype=torch.float64)
B = torch.tensor([[1.0, 0.0], [2.0, 1.0], [3.0, 0.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
X = torch.linalg.lu_solve(LU, pivots, B)
print("A X = B, residual:", torch.linalg.norm(A @ X - B).item())
Y = torch.linalg.lu_solve(LU, pivots, B.mT, left=False)
print("X A = B^T (left=False), residual:", torch.linalg.norm(Y @ A - B.mT).item())
Z = torch.linalg.lu_solve(LU, pivots, B, adjoint=True)
print("A^H X = B (adjoint=True), residual:", torch.linalg.norm(A.mH @ Z - B).item())

As = torch.randn(2, 1, 3, 3, dtype=torch.float64)
Bs = torch.randn(4, 3, 2, dtype=torch.float64)
LUs, pivs = torch.linalg.lu_factor(As)
Xs = torch.linalg.lu_solve(LUs, pivs, Bs)
print("batched:", tuple(As.shape), "and", tuple(Bs.shape), "->", tuple(Xs.shape),
      "| max residual:", (As @ Xs - Bs).abs().max().item())
