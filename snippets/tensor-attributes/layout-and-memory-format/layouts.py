import torch

x = torch.zeros(2, 3)
print("x.layout:", x.layout, " type:", type(x.layout).__name__)
print("layouts:", [torch.strided, torch.sparse_coo, torch.sparse_csr, torch.sparse_csc,
                   torch.sparse_bsr, torch.sparse_bsc])
s = torch.zeros(2, 3, layout=torch.sparse_coo)          # layout= in a factory
print("zeros(..., layout=torch.sparse_coo).layout:", s.layout, " is_sparse:", s.is_sparse)
