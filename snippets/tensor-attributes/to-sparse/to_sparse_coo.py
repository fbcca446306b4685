import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
m = torch.tensor([[1.0, 0.0, 0.0, 0.0],
                  [0.0, 0.0, 2.0, 0.0]])
for name, src in [("dense", m), ("csr", m.to_sparse_csr()), ("csc", m.to_sparse_csc()),
                  ("bsr", m.to_sparse_bsr((1, 2))), ("bsc", m.to_sparse_bsc((1, 2)))]:
    c = src.to_sparse_coo()
    print(f"{name:5s} -> {c.layout}, nnz {c._nnz()}, round trip {torch.equal(c.to_dense(), m)}")
