# raises: RuntimeError
import torch

for bad in (None, 3):
    try:
        torch.set_deterministic_debug_mode(bad)
    except (TypeError, RuntimeError) as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")

torch.set_deterministic_debug_mode("Error")  # the strings are case-sensitive
