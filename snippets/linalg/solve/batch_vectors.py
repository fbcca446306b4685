import torch

A = torch.randn(3, 3, 3, dtype=torch.float64) + 3 * torch.eye(3, dtype=torch.float64)   # a batch of 3
B = torch.randn(3, 3, dtype=torch.float64)
X = torch.linalg.solve(A, B)
print("A", tuple(A.shape), "B", tuple(B.shape), "-> X", tuple(X.shape))
as_vectors = torch.stack([torch.linalg.solve(A[i], B[i]) for i in range(3)])
as_matrix = torch.stack([torch.linalg.solve(A[i], B) for i in range(3)])
print("X[i] = solve(A[i], B[i]) (B is a batch of vectors):", torch.allclose(X, as_vectors))
print("X[i] = solve(A[i], B)    (B as one matrix)        :", X.shape == as_matrix.shape and torch.allclose(X, as_matrix))
X_mat = torch.linalg.solve(A, B.expand(3, 3, 3))    # say so explicitly
print("with B.expand(3, 3, 3):", tuple(X_mat.shape), torch.allclose(X_mat, as_matrix))
b = torch.randn(3, dtype=torch.float64)             # 1-D: always a vector, broadcast over the batch
x1 = torch.linalg.solve(A, b)
print("1-D b", tuple(b.shape), "-> X", tuple(x1.shape), "| X[i] = solve(A[i], b):",
      torch.allclose(x1, torch.stack([torch.linalg.solve(A[i], b) for i in range(3)])))
A2 = torch.randn(2, 1, 3, 3, dtype=torch.float64) + 3 * torch.eye(3, dtype=torch.float64)
B2 = torch.randn(4, 3, 5, dtype=torch.float64)
X2 = torch.linalg.solve(A2, B2)
print("broadcast:", tuple(A2.shape), "and", tuple(B2.shape), "->", tuple(X2.shape),
      "| max residual:", (A2 @ X2 - B2).abs().max().item())
