import torch

A = torch.tensor([[4.0, 2.0, 0.4],
                  [2.0, 5.0, 1.0],
                  [0.4, 1.0, 3.0]], dtype=torch.float64)
B = torch.tensor([[1.0, 0.0], [2.0, 1.0], [3.0, 0.0]], dtype=torch.float64)   # two right-hand sides
L = torch.linalg.cholesky(A)
X = torch.cholesky_solve(B, L)              # note the order: B first, then the factor
print("X:\n", X)
print("residual ||A X - B||:", torch.linalg.norm(A @ X - B).item())
print("same as linalg.solve:", torch.allclose(X, torch.linalg.solve(A, B)))
U = torch.linalg.cholesky(A, upper=True)
print("from U with upper=True, residual:", torch.linalg.norm(A @ torch.cholesky_solve(B, U, upper=True) - B).item())

# batches broadcast: one factor, a batch of 4 right-hand sides
Bs = torch.randn(4, 3, 2, dtype=torch.float64)
Xs = torch.cholesky_solve(Bs, L)
print("batched:", tuple(Bs.shape), "with L", tuple(L.shape), "->", tuple(Xs.shape),
      "| max residual:", (A @ Xs - Bs).abs().max().item())
