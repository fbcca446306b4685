# raises: ModuleNotFoundError
import torch.utils

print("has torch.utils.ffi:", hasattr(torch.utils, "ffi"))
import torch.utils.ffi  # noqa: E402,F401
