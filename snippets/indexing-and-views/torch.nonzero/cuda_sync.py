# device: cuda
import warnings

import torch

x = torch.tensor([0.0, 1.0, 0.0, 2.0], device="cuda")
torch.cuda.set_sync_debug_mode("warn")          # warn on every host-device synchronization
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    mask = x != 0                               # no sync: same shape as x
    n_mask = len(w)
    idx = torch.nonzero(x)                      # sync: the host must learn the count
torch.cuda.set_sync_debug_mode("default")
print("warnings after the mask:", n_mask)
print("warnings after nonzero:", len(w))
print("nonzero:", idx.flatten().tolist())
