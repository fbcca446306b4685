import torch

indices = torch.tensor([[0, 1, 1],     # row of each nonzero
                        [2, 0, 2]])    # column of each nonzero
values = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(indices, values, (2, 3), check_invariants=True)

print("layout:", s.layout, " is_sparse:", s.is_sparse)
print("nnz:", s._nnz(), " shape:", tuple(s.shape))
print("dense:", s.to_dense())
print("back to sparse equals:", torch.equal(s.to_dense().to_sparse().to_dense(), s.to_dense()))
