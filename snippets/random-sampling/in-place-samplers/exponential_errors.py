# raises: RuntimeError
import torch

try:
    torch.empty(3).exponential_(0.0)
except RuntimeError as e:
    print("lambd=0 ->", e)
torch.empty(3, dtype=torch.int64).exponential_()
