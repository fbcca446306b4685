import warnings

import numpy as np
import torch

arr = np.arange(3.0)
arr.flags.writeable = False
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.from_numpy(arr)
print(w[0].category.__name__, str(w[0].message).split(".")[0] + ".")
print("t:", t)
