import torch

dense = torch.tensor([[0.0, 2.0, 0.0], [3.0, 0.0, 4.0]])
s = dense.to_sparse()                     # COO: coordinates + values of the non-zeros
print("layout:", s.layout, " is_sparse:", s.is_sparse, " nnz:", s._nnz())
print("indices:\n", s.indices())
print("values:", s.values())
print("back to dense equal:", torch.equal(s.to_dense(), dense))
print("sparse @ dense:", (s @ torch.ones(3, 1)).flatten().tolist())
