import warnings

import numpy as np
import torch

r = np.arange(3.0)
r.flags.writeable = False
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.from_dlpack(r)
print("warnings from from_dlpack:", len(w), "| shares memory:", t.data_ptr() == r.ctypes.data)
t[0] = 5.0                                        # no error, no warning
print("the 'read-only' array now holds:", r)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.from_numpy(r)
print("torch.from_numpy warns instead:", w[0].category.__name__)
