import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])           # two vectors
back = torch.diag_embed(x).diagonal(dim1=-2, dim2=-1)
print("diagonal(diag_embed(x)) == x :", torch.equal(back, x))
v = torch.tensor([7.0, 8.0])
print("same offset both ways        :", torch.equal(torch.diag_embed(v, offset=1).diagonal(offset=1), v))

A = torch.arange(1.0, 10.0).reshape(3, 3)             # a full matrix
rebuilt = torch.diag_embed(A.diagonal())
print("diag_embed(diagonal(A)) == A :", torch.equal(rebuilt, A))
print("rebuilt:\n", rebuilt)
