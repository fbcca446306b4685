import torch

torch.set_deterministic_debug_mode("warn")
mode = torch.get_deterministic_debug_mode()
print("value:", mode, "| type:", type(mode).__name__)
print('mode == "warn":', mode == "warn")
print("mode == 1:", mode == 1)
