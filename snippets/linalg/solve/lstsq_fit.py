import torch

t = torch.tensor([0.0, 1.0, 2.0, 3.0], dtype=torch.float64)
A = torch.stack([torch.ones_like(t), t], dim=1)            # 4 x 2 design matrix: y ~ c0 + c1 t
y = torch.tensor([[1.0], [2.9], [5.1], [7.0]], dtype=torch.float64)
res = torch.linalg.lstsq(A, y)
print(type(res).__name__, "| solution:", res.solution.flatten())
print("normal equations A^T (A x - y) = 0:", torch.allclose(A.mT @ (A @ res.solution - y), torch.zeros(2, 1, dtype=A.dtype), atol=1e-12))
print("same as pinv(A) @ y:", torch.allclose(res.solution, torch.linalg.pinv(A) @ y))
print("||A x - y||^2:", (torch.linalg.norm(A @ res.solution - y) ** 2).item())
print("float32 solution:", torch.linalg.lstsq(A.float(), y.float()).solution.flatten())
print("1-D y gives a 1-D solution:", tuple(torch.linalg.lstsq(A, y.flatten()).solution.shape))
print("batched:", tuple(torch.linalg.lstsq(torch.randn(5, 4, 2), torch.randn(5, 4, 3)).solution.shape))
