import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
c = torch.einsum("ik,kj->ij", a, b)
print(c)
print(torch.equal(c, a @ b))
