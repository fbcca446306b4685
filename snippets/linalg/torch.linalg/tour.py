import torch

A = torch.tensor([[4.0, 1.0],
                  [2.0, 3.0]])
b = torch.tensor([1.0, 2.0])

print("det(A)          :", torch.linalg.det(A))
print("inv(A)          :\n", torch.linalg.inv(A))
x = torch.linalg.solve(A, b)
print("solve(A, b)     :", x, "| A @ x == b:", torch.allclose(A @ x, b))
print("matrix_rank(A)  :", torch.linalg.matrix_rank(A))
print("eigvals(A)      :", torch.linalg.eigvals(A))
print("svdvals(A)      :", torch.linalg.svdvals(A))
print("norm(A) (Frobenius):", torch.linalg.norm(A))
