import math
import torch

t = 0.5
J = torch.tensor([[0.0, t], [-t, 0.0]], dtype=torch.float64)
R = torch.tensor([[math.cos(t), math.sin(t)], [-math.sin(t), math.cos(t)]], dtype=torch.float64)
print("exp of a skew-symmetric matrix = rotation, max diff:", (torch.linalg.matrix_exp(J) - R).abs().max().item())
A = torch.tensor([[0.3, 0.2], [0.1, -0.4]], dtype=torch.float64)
series, term = torch.eye(2, dtype=torch.float64), torch.eye(2, dtype=torch.float64)
for k in range(1, 30):
    term = term @ A / k                                # A^k / k!
    series = series + term
print("exp(A) vs sum_k A^k/k!, max diff:", (torch.linalg.matrix_exp(A) - series).abs().max().item())
D = torch.diag(torch.tensor([1.0, 2.0], dtype=torch.float64))
print("diagonal: exp(diag(1, 2)) =", torch.linalg.matrix_exp(D).diagonal().tolist(), " e, e^2 =", [math.e, math.e ** 2])
print("batch (3,2,2) ->", tuple(torch.linalg.matrix_exp(torch.randn(3, 2, 2)).shape),
      " empty 0x0 ->", tuple(torch.linalg.matrix_exp(torch.empty(0, 0)).shape))
