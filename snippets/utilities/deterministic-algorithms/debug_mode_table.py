import torch

print("| `set_deterministic_debug_mode(...)` | `are_deterministic_algorithms_enabled()` | "
      "`is_deterministic_algorithms_warn_only_enabled()` | `get_deterministic_debug_mode()` |")
print("|---|---|---|---|")
for mode in ("default", "warn", "error", 0, 1, 2):
    torch.set_deterministic_debug_mode(mode)
    print(f"| `{mode!r}` | {torch.are_deterministic_algorithms_enabled()} | "
          f"{torch.is_deterministic_algorithms_warn_only_enabled()} | {torch.get_deterministic_debug_mode()} |")
