import warnings
import torch

dense = torch.eye(3)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")               # CSR support prints a beta warning
    csr = dense.to_sparse_csr()
for name, t in [("dense", dense), ("to_sparse() (COO)", dense.to_sparse()), ("to_sparse_csr()", csr)]:
    print(f"{name:18} layout={str(t.layout):17} is_sparse={t.is_sparse}")
