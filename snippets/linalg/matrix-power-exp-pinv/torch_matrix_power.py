import torch

A = torch.tensor([[1.0, 2.0], [0.0, 1.0]])
print("torch.matrix_power(A, 4):", torch.matrix_power(A, 4).tolist())
print("equal to linalg:", torch.equal(torch.matrix_power(A, 4), torch.linalg.matrix_power(A, 4)))
