import torch

A = torch.tensor([[3.0, 1.0, 0.0],
                  [1.0, 4.0, 1.0],
                  [0.0, 2.0, 5.0]], dtype=torch.float64)
b = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
x = torch.linalg.solve(A, b)                     # a 1-D right-hand side gives a 1-D solution
print("x:", x, "| shape", tuple(x.shape))
print("residual ||A x - b||:", torch.linalg.norm(A @ x - b).item())
B = torch.tensor([[1.0, 0.0], [2.0, 1.0], [3.0, 0.0]], dtype=torch.float64)
X = torch.linalg.solve(A, B)
print("A X = B: X", tuple(X.shape), "| residual:", torch.linalg.norm(A @ X - B).item())
Y = torch.linalg.solve(A, B.mT, left=False)      # X A = B
print("X A = B^T (left=False): X", tuple(Y.shape), "| residual:", torch.linalg.norm(Y @ A - B.mT).item())
Y2 = torch.linalg.solve(A.mT, B).mT              # the same via transposes
print("left=False == solve(A.mT, B).mT:", torch.allclose(Y, Y2))
try:
    torch.linalg.solve(A, b, left=False)         # vectors only with left=True
except RuntimeError as e:
    print("1-D b with left=False:", e)
