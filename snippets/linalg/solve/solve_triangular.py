import torch

T = torch.tensor([[2.0, 0.0, 0.0],
                  [1.0, 3.0, 0.0],
                  [4.0, 5.0, 6.0]], dtype=torch.float64)        # lower triangular
B = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
X = torch.linalg.solve_triangular(T, B, upper=False)
print("X:", X.flatten(), "| residual ||T X - B||:", torch.linalg.norm(T @ X - B).item())
Y = torch.linalg.solve_triangular(T.mT, B.mT, upper=True, left=False)     # X U = B with U = T^T
print("left=False: residual ||X U - B^T||:", torch.linalg.norm(Y @ T.mT - B.mT).item())
Tj = T.clone(); Tj[0, 2] = 99.0                                   # junk above the diagonal
print("ignores the other triangle:", torch.equal(torch.linalg.solve_triangular(Tj, B, upper=False), X))
Z = torch.linalg.solve_triangular(T, B, upper=False, unitriangular=True)
L1 = T.tril(-1) + torch.eye(3, dtype=T.dtype)                     # what unitriangular=True uses
print("unitriangular=True solves with ones on the diagonal:", torch.allclose(L1 @ Z, B))
Ts = torch.randn(4, 3, 3, dtype=torch.float64).triu() + 3 * torch.eye(3, dtype=torch.float64)
Xs = torch.linalg.solve_triangular(Ts, B, upper=True)
print("batched:", tuple(Ts.shape), "with", tuple(B.shape), "->", tuple(Xs.shape),
      "| max residual:", (Ts @ Xs - B).abs().max().item())
X32 = torch.linalg.solve_triangular(T.float(), B.float(), upper=False)
print("float32: residual", torch.linalg.norm(T.float() @ X32 - B.float()).item(), "| max |X32 - X64|:",
      (X32.double() - X).abs().max().item())
