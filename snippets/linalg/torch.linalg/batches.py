import torch

# a batch of 5 matrices of shape (3, 3): the leading "*" dimensions are batch dimensions
A = torch.eye(3).repeat(5, 1, 1) * torch.arange(1.0, 6.0).view(5, 1, 1)
print("A.shape          :", tuple(A.shape))
print("det(A)           :", torch.linalg.det(A))
print("inv(A).shape     :", tuple(torch.linalg.inv(A).shape))
print("svdvals(A).shape :", tuple(torch.linalg.svdvals(A).shape))
