# device: cuda
import warnings
import torch

A = torch.tensor([[2.0, 1.0], [1.0, 2.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, f in [("eigh", lambda: torch.linalg.eigh(A)), ("eigvalsh", lambda: torch.linalg.eigvalsh(A))]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(f"{name} synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
