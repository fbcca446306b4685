import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
c = d.to_sparse_csc()
print("ccol:", c.ccol_indices().tolist(), "row:", c.row_indices().tolist(), "values:", c.values().tolist())
print("from CSR:", d.to_sparse_csr().to_sparse_csc().layout)
hy = torch.ones(2, 3, 2).to_sparse_csc(dense_dim=1)     # accepted although the docstring lists no argument
print("dense_dim=1:", tuple(hy.values().shape))
try:
    d.to_sparse_bsr((1, 1)).to_sparse_csc()
except RuntimeError as e:
    print("from BSR:", e)
