import warnings

import torch

d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    csr = d.to_sparse_csr()
for warning in w:
    print(warning.category.__name__, str(warning.message).split(".")[0] + ".")
print("layout:", csr.layout)
print("crow_indices:", csr.crow_indices())   # where each row starts in col_indices/values
print("col_indices: ", csr.col_indices())
print("values:      ", csr.values())
print("round trip:", torch.equal(csr.to_dense(), d))
