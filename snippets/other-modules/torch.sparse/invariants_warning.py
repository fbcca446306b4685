import warnings

import torch

def build_coo():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        torch.sparse_coo_tensor(torch.tensor([[0], [1]]), torch.tensor([1.0]), (2, 3))
    return [f"{x.category.__name__} {str(x.message).split('. ')[0]}." for x in w]

print("first sparse tensor: ", build_coo())
print("second sparse tensor:", build_coo(), "(the warning is given once per process)")
print("checks enabled globally:", torch.sparse.check_sparse_tensor_invariants.is_enabled())
