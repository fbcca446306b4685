import torch

a = torch.arange(6.0).reshape(2, 3)
u = torch.tensor([1.0, 2.0, 3.0])

# labels left out of the output are summed
print("'ij->'  :", torch.einsum("ij->", a), " a.sum():", a.sum())
print("'ij->j' :", torch.einsum("ij->j", a), " a.sum(0):", a.sum(0))
print("'i,i->' :", torch.einsum("i,i->", u, u), " torch.dot:", torch.dot(u, u))
print("'ij,j->i':", torch.einsum("ij,j->i", a, u), " a @ u:", a @ u)
print("all equal:", all([
    torch.equal(torch.einsum("ij->", a), a.sum()),
    torch.equal(torch.einsum("ij->j", a), a.sum(0)),
    torch.equal(torch.einsum("i,i->", u, u), torch.dot(u, u)),
    torch.allclose(torch.einsum("ij,j->i", a, u), a @ u),
]))
