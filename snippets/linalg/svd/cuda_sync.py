# device: cuda
import warnings
import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    S = torch.linalg.svdvals(A)
torch.cuda.set_sync_debug_mode("default")
print("svdvals:", S.cpu())
print("svdvals synchronized with the CPU:", len(w) > 0)
