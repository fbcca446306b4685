import warnings

import torch

dense = torch.tensor([[1.0, 0.0, 0.0], [0.0, 2.0, 3.0]])
with warnings.catch_warnings():
    warnings.simplefilter("ignore")             # sparse CSR support is marked beta
    csr = dense.to_sparse_csr()
    bsr = torch.eye(4).to_sparse_bsr((2, 2))
    t_csr = csr.transpose(0, 1)
    t_bsr = bsr.transpose(0, 1)
print("csr.transpose(0, 1) layout:", t_csr.layout)
print("values equal dense.t():", torch.equal(t_csr.to_dense(), dense.t()))
print("back again:", t_csr.transpose(0, 1).layout)
print("bsr.transpose(0, 1) layout:", t_bsr.layout)
print("strided stays strided:", dense.transpose(0, 1).layout)
