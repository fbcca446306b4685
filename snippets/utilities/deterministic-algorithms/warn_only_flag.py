import torch

torch.use_deterministic_algorithms(True, warn_only=True)
print("after (True, warn_only=True):  enabled", torch.are_deterministic_algorithms_enabled(),
      "| warn_only", torch.is_deterministic_algorithms_warn_only_enabled())

torch.use_deterministic_algorithms(False, warn_only=True)
print("after (False, warn_only=True): enabled", torch.are_deterministic_algorithms_enabled(),
      "| warn_only", torch.is_deterministic_algorithms_warn_only_enabled(),
      "| debug_mode", torch.get_deterministic_debug_mode())
