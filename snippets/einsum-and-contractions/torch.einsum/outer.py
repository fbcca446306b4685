import torch

u = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([10.0, 20.0])

# no shared label: nothing is summed, every pair is multiplied
o = torch.einsum("i,j->ij", u, v)
print("o:", o)
print("equal to torch.outer(u, v):", torch.equal(o, torch.outer(u, v)))
