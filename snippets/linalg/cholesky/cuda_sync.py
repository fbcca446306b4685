# device: cuda
import warnings
import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, f in [("cholesky", lambda: torch.linalg.cholesky(A)),
                ("cholesky_ex", lambda: torch.linalg.cholesky_ex(A)),
                ("cholesky_ex(check_errors=True)", lambda: torch.linalg.cholesky_ex(A, check_errors=True))]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(f"{name} synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
