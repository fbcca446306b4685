# device: cuda
import warnings
import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]], device="cuda")
b = torch.ones(2, device="cuda")
torch.cuda.set_sync_debug_mode("warn")               # warn on every device-to-host sync
for name, f in [("solve", lambda: torch.linalg.solve(A, b)),
                ("solve_ex", lambda: torch.linalg.solve_ex(A, b)),
                ("solve_ex(check_errors=True)", lambda: torch.linalg.solve_ex(A, b, check_errors=True))]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(f"{name} synchronized with the CPU:", len(w) > 0)
torch.cuda.set_sync_debug_mode("default")
