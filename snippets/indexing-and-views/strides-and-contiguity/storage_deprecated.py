import warnings

import torch

t = torch.arange(16.0).reshape(4, 4)
b = t.view(2, 8)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = t.storage().data_ptr() == b.storage().data_ptr()   # the old spelling
print("old way says shared:", old)
print(w[0].category.__name__, w[0].message)

# The modern way: untyped_storage() gives the raw bytes, with no warning.
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("always")
    new = t.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
print("untyped_storage says shared:", new, "| warnings:", len(w2))
print("type:", type(t.untyped_storage()).__name__, "nbytes:", t.untyped_storage().nbytes())
