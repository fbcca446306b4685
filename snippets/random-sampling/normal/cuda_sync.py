# device: cuda
import warnings

import torch

mean = torch.zeros(3, device="cuda")
std = torch.ones(3, device="cuda")
torch.cuda.set_sync_debug_mode("warn")       # warn whenever an op waits for the GPU
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.normal(mean, std)
    torch.normal(mean, 1.0)                  # std as a Python float
torch.cuda.set_sync_debug_mode("default")
for item in w:
    print(item.category.__name__, str(item.message)[:70])
print("warnings:", len(w))
