import torch

s = torch.arange(16).reshape(2, 2, 2, 2).to_sparse(2)     # sparse COO
c = torch.narrow_copy(s, 0, 0, 1)
print("narrow_copy:", c.layout, tuple(c.shape), "nnz:", c._nnz())
print("dense check:", torch.equal(c.to_dense(), s.to_dense()[:1]))
try:
    torch.narrow(s, 0, 0, 1)                              # no view of a sparse tensor
except NotImplementedError as e:
    print("narrow: NotImplementedError:", str(e).split(". ")[0])
