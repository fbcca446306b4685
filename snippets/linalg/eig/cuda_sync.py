# device: cuda
import warnings
import torch

A = torch.tensor([[4.0, 1.0],
                  [2.0, 3.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, fn in [("eig", torch.linalg.eig), ("eigvals", torch.linalg.eigvals)]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        fn(A)
    print(name, "synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
