import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = torch.sparse.FloatTensor(torch.tensor([[0], [1]]), torch.tensor([1.0]), torch.Size([2, 2]))
print(w[0].category.__name__, str(w[0].message).split("  ")[0])
print("type:", type(old).__name__, " layout:", old.layout, " dtype:", old.dtype)

new = torch.sparse_coo_tensor(torch.tensor([[0], [1]]), torch.tensor([1.0]), (2, 2), check_invariants=True)
print("same as sparse_coo_tensor:", torch.equal(old.to_dense(), new.to_dense()))
