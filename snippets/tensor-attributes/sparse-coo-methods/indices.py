import torch

s = torch.sparse_coo_tensor(torch.tensor([[1, 0, 1], [0, 2, 0]]), torch.tensor([1.0, 2.0, 3.0]), (2, 3),
                            check_invariants=True).coalesce()
idx = s.indices()
print("indices:", idx.tolist(), "| shape (sparse_dim, nnz):", tuple(idx.shape), "| dtype:", idx.dtype)
print("sorted, duplicates merged: (1, 0) holds", s.to_dense()[1, 0].item())
