# device: cuda
import warnings
import torch

A = torch.tensor([[0.0, 1.0], [1.0, 0.0]], device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, f in [("ldl_factor", lambda: torch.linalg.ldl_factor(A)),
                ("ldl_factor_ex", lambda: torch.linalg.ldl_factor_ex(A)),
                ("ldl_factor_ex(check_errors=True)", lambda: torch.linalg.ldl_factor_ex(A, check_errors=True))]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(f"{name} synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
