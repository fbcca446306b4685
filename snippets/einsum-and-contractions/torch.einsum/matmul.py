import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)

# k appears in both inputs and not in the output: multiply along k, then sum over k
c = torch.einsum("ik,kj->ij", a, b)
print("c:", c)
print("shape:", c.shape)
print("equal to a @ b:", torch.allclose(c, a @ b))
