import warnings

import torch

t = torch.rand(4, 4)
b = t.view(2, 8)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    same_old = t.storage().data_ptr() == b.storage().data_ptr()  # the old spelling
print("t.storage() ... :", same_old, "|", w[0].category.__name__ + ":",
      str(w[0].message).split(".")[0])
print("untyped_storage():",
      t.untyped_storage().data_ptr() == b.untyped_storage().data_ptr())
