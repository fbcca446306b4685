import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.sparse_coo_tensor(torch.tensor([[0], [1]]), torch.tensor([1.0]), (2, 2))   # check_invariants left out
for x in w:
    print(x.category.__name__, str(x.message).split(". ")[0] + ".")
print("global checks enabled:", torch.sparse.check_sparse_tensor_invariants.is_enabled())
with torch.sparse.check_sparse_tensor_invariants():
    print("inside the context manager:", torch.sparse.check_sparse_tensor_invariants.is_enabled())
    try:
        torch.sparse_coo_tensor(torch.tensor([[9], [0]]), torch.tensor([1.0]), (2, 2))
    except RuntimeError as e:
        print("checked:", e)
