import warnings

import numpy as np

import torch

arr = np.ones(2)
arr.flags.writeable = False
torch.set_warn_always(True)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")  # Python's usual rule: once per code location
    for _ in range(3):
        torch.from_numpy(arr)
print("set_warn_always(True) with Python's 'default' filter:", len(w), "warning(s)")
torch.set_warn_always(False)
