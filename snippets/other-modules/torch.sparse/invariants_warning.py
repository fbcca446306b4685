import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    s = torch.sparse_coo_tensor(torch.tensor([[0], [1]]), torch.tensor([1.0]), (2, 3))
print(len(w), "warning(s)")
print(w[0].category.__name__, str(w[0].message).split(". ")[0] + ".")
print("checks enabled globally:", torch.sparse.check_sparse_tensor_invariants.is_enabled())
