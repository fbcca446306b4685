import torch

# one sparse dim, one dense dim: values has shape (nnz, 2), each stored "entry" is a whole row
indices = torch.tensor([[0, 2]])                 # rows 0 and 2 are stored
values = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
h = torch.sparse_coo_tensor(indices, values, (3, 2), check_invariants=True)
print("sparse_dim:", h.sparse_dim(), "dense_dim:", h.dense_dim(), "shape:", tuple(h.shape))
print(h.to_dense())
