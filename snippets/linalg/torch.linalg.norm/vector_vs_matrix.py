import torch

A = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])
print("linalg.norm(A, ord=1, dim=(0, 1)):", torch.linalg.norm(A, ord=1, dim=(0, 1)), "<- matrix 1-norm")
print("vector_norm(A, ord=1, dim=(0, 1)):", torch.linalg.vector_norm(A, ord=1, dim=(0, 1)), "<- sum of |a_ij|")
print("matrix_norm(A, ord=1)            :", torch.linalg.matrix_norm(A, ord=1))
print("vector_norm(A) (flattened 2-norm):", torch.linalg.vector_norm(A))
