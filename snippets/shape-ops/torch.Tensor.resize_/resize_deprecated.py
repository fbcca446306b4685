import warnings

import torch

x = torch.arange(6.0)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = x.resize(2, 3)                        # the non-in-place spelling
print("shape:", tuple(y.shape))
print(w[0].category.__name__, w[0].message)
print("modern: x.reshape(2, 3) ->", tuple(x.reshape(2, 3).shape))
