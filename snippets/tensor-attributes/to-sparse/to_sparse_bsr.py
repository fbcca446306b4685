import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
m = torch.arange(1.0, 17.0).reshape(4, 4)
m[:2, 2:] = 0                                # top-right 2 x 2 block is all zeros
m[0, 0] = 0                                  # a zero inside a stored block
b = m.to_sparse_bsr((2, 2))
print("blocks stored:", b._nnz(), "values shape:", tuple(b.values().shape))
print("crow:", b.crow_indices().tolist(), "col:", b.col_indices().tolist())
print("first block:", b.values()[0].tolist())
print("round trip:", torch.equal(b.to_dense(), m))
print("from CSR:", m.to_sparse_csr().to_sparse_bsr((2, 2)).layout, "| from COO:", m.to_sparse().to_sparse_bsr((2, 2)).layout)
try:
    m.to_sparse_bsr((3, 2))
except RuntimeError as e:
    print("blocksize (3, 2):", e)
try:
    m.to_sparse_bsr()
except TypeError as e:
    print("no blocksize:", e)
