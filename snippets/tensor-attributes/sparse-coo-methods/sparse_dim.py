import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
x = torch.zeros(2, 3, 4)
x[:, 1] = 1.0                      # same number of nonzeros in both batch elements (CSR needs it)
cases = [("strided (2, 3, 4)", x), ("COO to_sparse()", x.to_sparse()), ("COO to_sparse(2)", x.to_sparse(2)),
         ("CSR, 1 batch dim", x.to_sparse_csr()), ("CSR, dense_dim=1", x.to_sparse_csr(dense_dim=1))]
print("| tensor | ndim | sparse_dim() | dense_dim() |")
print("|---|---|---|---|")
for name, t in cases:
    print(f"| {name} | {t.dim()} | {t.sparse_dim()} | {t.dense_dim()} |")
