import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
# the same 3 x 3 matrix, stored column by column: [1 0 2] [0 0 0] [0 3 4]
ccol = torch.tensor([0, 1, 2, 4])      # column c owns entries ccol[c]:ccol[c+1]
row = torch.tensor([0, 2, 0, 2])
val = torch.tensor([1.0, 3.0, 2.0, 4.0])
s = torch.sparse_csc_tensor(ccol, row, val, (3, 3), check_invariants=True)
print("layout:", s.layout)
print(s.to_dense())
print("values in column order:", s.values().tolist())

try:
    torch.sparse_csc_tensor(ccol, row.to("meta"), val, (3, 3), check_invariants=False)
except RuntimeError as e:
    print("row_indices on another device:", e)
