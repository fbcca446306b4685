import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
c = d.to_sparse_csr()
crow, col = c.crow_indices(), c.col_indices()
rows = torch.repeat_interleave(torch.arange(d.shape[0]), crow.diff())   # expand crow to one row per entry
print("col_indices:", col.tolist(), "| shape (nnz,):", tuple(col.shape))
print("(row, col, value):", list(zip(rows.tolist(), col.tolist(), c.values().tolist())))
print("same storage on each call:", c.col_indices().data_ptr() == col.data_ptr())
for name, t in [("CSC", d.to_sparse_csc()), ("COO", d.to_sparse())]:
    try:
        t.col_indices()
    except RuntimeError as e:
        print(name, "->", e)
