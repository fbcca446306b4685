# raises: RuntimeError
import torch

try:
    torch.empty(3).cauchy_(0.0, 0.0)
except RuntimeError as e:
    print("sigma=0 ->", e)
torch.empty(3, dtype=torch.int64).cauchy_()
