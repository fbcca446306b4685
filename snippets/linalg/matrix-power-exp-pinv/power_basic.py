import torch

F = torch.tensor([[1, 1], [1, 0]])                       # Fibonacci matrix, int64
print("F^10:", torch.linalg.matrix_power(F, 10).tolist(), " (F(11), F(10) = 89, 55)")
print("F^0:", torch.linalg.matrix_power(F, 0).tolist())
A = torch.tensor([[2.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
by_hand = A @ A @ A
print("A^3 - A@A@A:", (torch.linalg.matrix_power(A, 3) - by_hand).abs().max().item())
print("A^-2 - inv(A)@inv(A):", (torch.linalg.matrix_power(A, -2) - torch.linalg.inv(A) @ torch.linalg.inv(A)).abs().max().item())
print("batch (3,2,2), n=2 ->", tuple(torch.linalg.matrix_power(torch.randn(3, 2, 2), 2).shape))
print("n=1 returns a copy:", torch.linalg.matrix_power(A, 1).data_ptr() != A.data_ptr())
