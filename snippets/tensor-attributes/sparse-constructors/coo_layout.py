import torch

# three stored entries of a 2 x 3 matrix: (0, 2) = 3, (1, 0) = 4, (1, 2) = 5
indices = torch.tensor([[0, 1, 1],     # row of each entry
                        [2, 0, 2]])    # column of each entry
values = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(indices, values, (2, 3), check_invariants=True)
print("layout:", s.layout, "shape:", tuple(s.shape), "nnz:", s._nnz())
print("dense:\n", s.to_dense())

# size left out: each dimension is (largest index + 1)
print("inferred size:", tuple(torch.sparse_coo_tensor(indices, values, check_invariants=True).shape))

# indices are stored as int64 whatever integer dtype they arrive in; values keep their dtype
s32 = torch.sparse_coo_tensor(indices.int(), values.half(), (2, 3), check_invariants=True)
print("int32 indices stored as:", s32._indices().dtype, "| values dtype:", s32.dtype)
print("dtype= casts values:", torch.sparse_coo_tensor(indices, [1, 2, 3], (2, 3), dtype=torch.float64,
                                                      check_invariants=True).dtype)
