import torch

x = torch.randn(2, 3, 5, 7, 9)

# "..." stands for every dimension that is not named: here the first three
y = torch.einsum("...ij->...ji", x)
print("y shape:", y.shape)
print("equal to x.transpose(-2, -1):", torch.equal(y, x.transpose(-2, -1)))

# the dimensions covered by "..." broadcast like in torch.matmul
p = torch.randn(2, 1, 3, 4)
q = torch.randn(5, 4, 6)
r = torch.einsum("...ik,...kj->...ij", p, q)
print("r shape:", r.shape)
print("close to torch.matmul(p, q):", torch.allclose(r, torch.matmul(p, q), atol=1e-6))

# without "->", the "..." dimensions come first, then the single labels in alphabetical order
print("'i...' shape:", torch.einsum("i...", torch.ones(2, 3, 4)).shape)
