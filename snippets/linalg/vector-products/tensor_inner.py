import torch

A = torch.arange(6.0).reshape(2, 3)
print("A.inner(A) = A @ A.T:\n", A.inner(A))
