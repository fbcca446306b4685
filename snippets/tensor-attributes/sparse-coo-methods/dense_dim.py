import torch

h = torch.sparse_coo_tensor(torch.tensor([[0, 2]]), torch.ones(2, 4, 5), (3, 4, 5), check_invariants=True)
print("hybrid COO: sparse_dim", h.sparse_dim(), "dense_dim", h.dense_dim(), "values shape", tuple(h._values().shape))
print("strided (3, 4, 5): dense_dim", torch.ones(3, 4, 5).dense_dim(), "= ndim")
print("0-d strided: dense_dim", torch.tensor(1.0).dense_dim())
