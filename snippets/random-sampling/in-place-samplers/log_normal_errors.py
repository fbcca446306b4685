# raises: RuntimeError
import torch

try:
    torch.empty(3, dtype=torch.int64).log_normal_()
except NotImplementedError as e:
    print("int64 ->", e)
torch.empty(3).log_normal_(0.0, 0.0)      # std must be > 0
