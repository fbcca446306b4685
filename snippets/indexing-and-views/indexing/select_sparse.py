import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
bsr = torch.ones(4, 4).to_sparse_bsr((2, 2))   # block-sparse rows, 2x2 blocks
print("layout:", bsr.layout)
try:
    bsr.select(0, 1)
except RuntimeError as e:
    print("select:", e)
row = torch.select_copy(bsr, 0, 1)             # a copy always works here
print("select_copy:", row.layout, row.to_dense())
