import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
# 3 x 3 matrix, rows: [1 0 2] [0 0 0] [0 3 4]
crow = torch.tensor([0, 2, 2, 4])      # row r owns entries crow[r]:crow[r+1]
col = torch.tensor([0, 2, 1, 2])
val = torch.tensor([1.0, 2.0, 3.0, 4.0])
s = torch.sparse_csr_tensor(crow, col, val, (3, 3), check_invariants=True)
print("layout:", s.layout)
print(s.to_dense())
print("entries per row:", (crow[1:] - crow[:-1]).tolist())

# int32 index arrays stay int32 (both must have the same dtype)
s32 = torch.sparse_csr_tensor(crow.int(), col.int(), val, (3, 3), check_invariants=True)
print("index dtype:", s32.crow_indices().dtype, s32.col_indices().dtype)

# batched: leading dims on all three arrays, same nnz in every batch element
b = torch.sparse_csr_tensor(torch.stack([crow, crow]), torch.stack([col, col]),
                            torch.stack([val, 10 * val]), (2, 3, 3), check_invariants=True)
print("batched shape:", tuple(b.shape), "values shape:", tuple(b.values().shape))

try:
    torch.sparse_csr_tensor(crow, col, val.to("meta"), (3, 3), check_invariants=False)
except RuntimeError as e:
    print("values on another device:", e)
