import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
# 4 x 4 matrix cut into 2 x 2 blocks; block-row 0 stores block-column 0, block-row 1 stores 0 and 1
crow = torch.tensor([0, 1, 3])
col = torch.tensor([0, 0, 1])
blocks = torch.arange(1.0, 13.0).reshape(3, 2, 2)    # (nnz blocks, block rows, block cols)
s = torch.sparse_bsr_tensor(crow, col, blocks, (4, 4), check_invariants=True)
print("layout:", s.layout, "blocksize:", tuple(s.values().shape[1:]))
print(s.to_dense())
print("inferred size:", tuple(torch.sparse_bsr_tensor(crow, col, blocks, check_invariants=True).shape))

try:
    torch.sparse_bsr_tensor(crow, col, blocks, (4, 5), check_invariants=True)
except RuntimeError as e:
    print("size (4, 5):", e)
bad = torch.sparse_bsr_tensor(crow, col, blocks, (4, 5), check_invariants=False)
print("unchecked, size (4, 5) accepted:", tuple(bad.shape))

try:
    torch.sparse_bsr_tensor(crow, col.to("meta"), blocks, (4, 4), check_invariants=False)
except RuntimeError as e:
    print("col_indices on another device:", e)
