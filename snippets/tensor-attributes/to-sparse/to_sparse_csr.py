import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
c = d.to_sparse_csr()
print("crow:", c.crow_indices().tolist(), "col:", c.col_indices().tolist(), "values:", c.values().tolist())

# 3-D input: the leading dim becomes a batch dim
b = torch.stack([d, 10 * d]).to_sparse_csr()
print("batched:", tuple(b.shape), "values shape", tuple(b.values().shape))

# dense_dim=1: the last dim is kept dense, each stored entry is a vector
x = torch.zeros(2, 3, 2)
x[0, 1] = torch.tensor([1.0, 2.0])
x[1, 2] = torch.tensor([0.0, 5.0])
hy = x.to_sparse_csr(dense_dim=1)
print("hybrid:", tuple(hy.shape), "values shape", tuple(hy.values().shape), "dense_dim", hy.dense_dim())

print("from COO:", d.to_sparse().to_sparse_csr().crow_indices().tolist())
try:
    torch.zeros(2, 2, 2).to_sparse().to_sparse_csr()     # COO with 3 sparse dims
except RuntimeError as e:
    print("3-D COO:", e)
try:
    d.to_sparse().to_sparse_csr(dense_dim=0)             # dense_dim with a sparse source
except RuntimeError as e:
    print("dense_dim on COO:", e)
try:
    torch.tensor([1.0, 0.0]).to_sparse_csr()             # 1-D input
except IndexError as e:
    print("1-D input: IndexError:", e)
