import warnings

import torch

a = torch.randn(2, 2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    with torch.autocast("cpu", dtype=torch.float64):
        print("enabled:", torch.is_autocast_enabled("cpu"), "| matmul:", (a @ a).dtype)
print(w[0].category.__name__, "-", w[0].message)
