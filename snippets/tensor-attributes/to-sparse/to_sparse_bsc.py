import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
m = torch.arange(1.0, 17.0).reshape(4, 4)
m[:2, 2:] = 0
b = m.to_sparse_bsc((2, 2))
print("ccol:", b.ccol_indices().tolist(), "row:", b.row_indices().tolist(), "values shape:", tuple(b.values().shape))
print("round trip:", torch.equal(b.to_dense(), m))
print("BSR -> BSC:", m.to_sparse_bsr((2, 2)).to_sparse_bsc((2, 2)).layout)
try:
    b.to_sparse_csr()
except RuntimeError as e:
    print("BSC -> CSR:", e)
