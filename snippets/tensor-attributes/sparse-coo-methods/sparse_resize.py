import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
r = s.sparse_resize_((3, 4), 2, 0)
print("in place:", r is s, "| shape:", tuple(s.shape), "| nnz kept:", s._nnz())
print(s.to_dense())

e = torch.sparse_coo_tensor(torch.empty(2, 0, dtype=torch.long), torch.empty(0), (2, 2), check_invariants=True)
e.sparse_resize_((5, 1, 7), 1, 2)             # no stored elements: anything goes
print("empty tensor: shape", tuple(e.shape), "sparse_dim", e.sparse_dim(), "dense_dim", e.dense_dim())
