# raises: RuntimeError
import torch

try:
    torch.empty(3, dtype=torch.bool).geometric_(0.5)
except NotImplementedError as e:
    print("bool ->", e)
try:
    torch.empty(3).geometric_(0.0)
except RuntimeError as e:
    print("p=0 ->", e)
torch.empty(3).geometric_(1.0)           # p must be strictly between 0 and 1
