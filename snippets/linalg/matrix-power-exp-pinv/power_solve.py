import torch

A = torch.tensor([[4.0, 1.0], [2.0, 3.0]], dtype=torch.float64)
B = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
via_power = torch.linalg.matrix_power(A, -3) @ B
via_solve = torch.linalg.solve(torch.linalg.matrix_power(A, 3), B)
print("A^-3 @ B:", via_power.flatten().tolist())
print("solve(A^3, B):", via_solve.flatten().tolist(), " max diff:", (via_power - via_solve).abs().max().item())
