# raises: ModuleNotFoundError
import torch

print("torch:", torch.__version__.split("+")[0])
import torch.utils.bottleneck  # noqa: E402,F401
