# raises: RuntimeError
import torch

dense = torch.ones(2)
sparse = torch.zeros(2, dtype=torch.float64).to_sparse()
print("sparse.type():", sparse.type())
print("dtype only, with .to():", dense.to(sparse.dtype).dtype, dense.to(sparse.dtype).layout)
dense.type_as(sparse)          # the legacy type string also names the sparse layout
