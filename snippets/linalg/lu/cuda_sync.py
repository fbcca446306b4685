# device: cuda
import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, f in [("lu_factor", lambda: torch.linalg.lu_factor(A)),
                ("lu_factor_ex", lambda: torch.linalg.lu_factor_ex(A)),
                ("lu_factor_ex(check_errors=True)", lambda: torch.linalg.lu_factor_ex(A, check_errors=True))]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(f"{name} synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
