# raises: ModuleNotFoundError
import torch

print("hasattr(torch, 'legacy'):", hasattr(torch, "legacy"))
import torch.legacy  # noqa: E402,F401
