import torch

X = torch.tensor([[0.0, 1.0], [0.0, 0.0]])
Y = torch.tensor([[0.0, 0.0], [1.0, 0.0]])
print("matrix_exp(X):", torch.linalg.matrix_exp(X).tolist(), " X.exp():", X.exp().tolist())
lhs = torch.linalg.matrix_exp(X + Y)
rhs = torch.linalg.matrix_exp(X) @ torch.linalg.matrix_exp(Y)
print("exp(X+Y):", lhs.tolist())
print("exp(X) exp(Y):", rhs.tolist())
print("X and Y commute:", torch.equal(X @ Y, Y @ X))
