import warnings
import torch

dense = torch.eye(3)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    forms = {"CSR": dense.to_sparse_csr(), "CSC": dense.to_sparse_csc(),
             "BSR": dense.to_sparse_bsr((1, 1)), "COO": dense.to_sparse()}
for name, t in forms.items():
    print(f"{name}: layout={str(t.layout):17} is_sparse_csr={t.is_sparse_csr}  is_sparse={t.is_sparse}")
