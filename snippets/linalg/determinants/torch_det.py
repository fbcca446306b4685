import torch

A = torch.randn(2, 3, 3)
print("torch.det == torch.linalg.det:", torch.equal(torch.det(A), torch.linalg.det(A)))
print("torch.det(A):", torch.det(A))
