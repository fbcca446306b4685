import warnings

import torch

torch.use_deterministic_algorithms(True, warn_only=True)
pool = torch.nn.MaxPool1d(2, return_indices=True)
unpool = torch.nn.MaxUnpool1d(2)
values, indices = pool(torch.tensor([[[1.0, 4.0, 3.0, 2.0]]]))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    out = unpool(values, indices)  # no deterministic implementation: a warning instead of an error
print("result:", out)
print(w[0].category.__name__, str(w[0].message).split(". ")[0])
