import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
m = torch.arange(1.0, 17.0).reshape(4, 4)
coo = m.to_sparse()
csr = m.to_sparse_csr()
bsr = m.to_sparse_bsr((2, 2))
print("coo.to_sparse() is coo:", coo.to_sparse() is coo)
print("csr.to_sparse(layout=torch.sparse_csr) is csr:", csr.to_sparse(layout=torch.sparse_csr) is csr)
print("bsr.to_sparse_bsr((2, 2)) is bsr:", bsr.to_sparse_bsr((2, 2)) is bsr)
for call in ["bsr.to_sparse_bsr((1, 1))", "coo.to_sparse(1)"]:
    try:
        eval(call)
    except RuntimeError as e:
        print(call, "->", e)
