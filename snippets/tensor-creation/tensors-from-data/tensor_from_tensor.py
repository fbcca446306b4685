import warnings

import torch

src = torch.ones(3, requires_grad=True)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    copy = torch.tensor(src)
print(w[0].category.__name__, w[0].message)

# the recommended spelling gives the same values without the warning
better = src.detach().clone()
print("values equal:", torch.equal(copy, better))
print("requires_grad:", copy.requires_grad, better.requires_grad)
print("shares memory with src:", copy.data_ptr() == src.data_ptr(), better.data_ptr() == src.data_ptr())
