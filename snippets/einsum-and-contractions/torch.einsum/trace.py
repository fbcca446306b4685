import torch

m = torch.arange(9.0).reshape(3, 3)

# a label repeated inside ONE operand takes the diagonal
print("'ii->' :", torch.einsum("ii->", m), " torch.trace:", torch.trace(m))
print("'ii->i':", torch.einsum("ii->i", m), " torch.diagonal:", torch.diagonal(m))
print("trace equal:", torch.equal(torch.einsum("ii->", m), torch.trace(m)))
print("diagonal equal:", torch.equal(torch.einsum("ii->i", m), torch.diagonal(m)))
