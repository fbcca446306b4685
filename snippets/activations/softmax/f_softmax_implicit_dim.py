import warnings

import torch
import torch.nn.functional as F

# without dim, F.softmax warns and picks dim 0 for 0-, 1- and 3-D inputs, dim 1 otherwise
for shape in [(3,), (2, 3), (2, 3, 4), (2, 3, 4, 5), (2, 3, 2, 2, 2)]:
    x = torch.randn(shape)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        p = F.softmax(x)
    summed = [d for d in range(x.ndim) if torch.allclose(p.sum(d), torch.tensor(1.0))]
    print(f"shape {str(shape):16} sums to 1 along dim {summed} | warnings: {len(w)}")
print(w[0].category.__name__ + ":", w[0].message)

# _stacklevel only moves the file/line the warning is reported at
for level in (3, 1):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        F.softmax(torch.randn(2, 3), _stacklevel=level)
    print(f"_stacklevel={level}: warning reported inside torch/nn/functional.py:",
          w[0].filename.replace("\\", "/").endswith("torch/nn/functional.py"))
