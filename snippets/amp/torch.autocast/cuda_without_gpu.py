import warnings

import torch

print("CUDA usable:", torch.cuda.is_available())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    with torch.autocast("cuda"):
        print("cuda autocast enabled inside the region:", torch.is_autocast_enabled("cuda"))
print(w[0].category.__name__, "-", w[0].message)
