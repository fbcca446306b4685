import warnings

import torch

x = torch.arange(12).reshape(3, 4)
idx = torch.tensor([2, 0])

out = torch.empty(0, dtype=torch.long)          # an empty out= tensor is resized silently
torch.index_select(x, 0, idx, out=out)
print("empty out  -> shape", tuple(out.shape))

wrong = torch.zeros(5, dtype=torch.long)        # a non-empty one of the wrong shape is resized too
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.index_select(x, 0, idx, out=wrong)
print("shape (5,) -> shape", tuple(wrong.shape))
print(w[0].category.__name__, str(w[0].message).split(". ")[0])
print("shares x:", wrong.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
