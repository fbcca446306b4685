import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
# 4 x 6 matrix in 2 x 3 blocks (2 block-rows, 2 block-columns), stored column by column
ccol = torch.tensor([0, 2, 3])         # block-column 0 has 2 blocks, block-column 1 has 1
row = torch.tensor([0, 1, 1])
blocks = torch.stack([torch.full((2, 3), 1.0), torch.full((2, 3), 2.0), torch.full((2, 3), 3.0)])
s = torch.sparse_bsc_tensor(ccol, row, blocks, (4, 6), check_invariants=True)
print("layout:", s.layout, "values shape:", tuple(s.values().shape))
print(s.to_dense())

try:
    torch.sparse_bsc_tensor(ccol, row, blocks.to("meta"), (4, 6), check_invariants=False)
except RuntimeError as e:
    print("values on another device:", e)
