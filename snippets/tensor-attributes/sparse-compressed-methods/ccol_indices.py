import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
s = d.to_sparse_csc()
ccol = s.ccol_indices()
print("ccol_indices:", ccol.tolist(), "| shape (ncols + 1,):", tuple(ccol.shape), "| entries per column:", ccol.diff().tolist())
print("BSC counts blocks:", d.to_sparse_bsc((2, 1)).ccol_indices().tolist())
try:
    d.to_sparse_csr().ccol_indices()
except RuntimeError as e:
    print("CSR ->", e)
