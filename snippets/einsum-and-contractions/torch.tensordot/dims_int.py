import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)

# dims=d contracts the last d dims of a with the first d dims of b
r1 = torch.tensordot(a, b, dims=1)
print("dims=1 shape:", r1.shape, " equal to a @ b:", torch.equal(r1, a @ b))

# dims=0: nothing contracted, an outer product
r0 = torch.tensordot(a, b, dims=0)
print("dims=0 shape:", r0.shape)

# the default is dims=2
c = torch.arange(24.0).reshape(2, 3, 4)
d = torch.arange(12.0).reshape(3, 4)
r2 = torch.tensordot(c, d)
print("default (dims=2) shape:", r2.shape)
print("equal to einsum 'ijk,jk->i':", torch.equal(r2, torch.einsum("ijk,jk->i", c, d)))

# on two matrices the default contracts both dims: a 0-d tensor, not a matrix product
full = torch.tensordot(a, a)
print("tensordot(a, a):", full, " shape:", full.shape, " equal to (a * a).sum():", torch.equal(full, (a * a).sum()))
