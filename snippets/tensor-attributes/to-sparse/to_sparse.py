import torch

d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, float("nan")]])
s = d.to_sparse()
print("layout:", s.layout, "| coalesced:", s.is_coalesced(), "| nnz:", s._nnz())
print("indices:", s.indices().tolist())
print("values: ", s.values())                 # NaN is not zero, so it is stored

h = d.to_sparse(1)                            # sparseDims=1: only dim 0 is sparse
print("to_sparse(1): sparse_dim", h.sparse_dim(), "dense_dim", h.dense_dim(), "values shape", tuple(h.values().shape))

print("-0.0 counts as zero:", torch.tensor([0.0, -0.0, 1.0]).to_sparse()._nnz(), "stored value(s)")
print("layout= keyword:", d.to_sparse(layout=torch.sparse_csr).layout,
      d.to_sparse(layout=torch.sparse_bsc, blocksize=(1, 3)).layout)
