import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
s = d.to_sparse_csc()
print("row_indices:", s.row_indices().tolist(), "| values:", s.values().tolist())
print("BSC block rows:", d.to_sparse_bsc((1, 3)).row_indices().tolist())
try:
    d.to_sparse_csr().row_indices()
except RuntimeError as e:
    print("CSR ->", e)
