# raises: NotImplementedError
import torch

try:
    torch.empty(3).uniform_(5.0, 2.0)
except RuntimeError as e:
    print("from > to ->", e)
try:
    torch.empty(3, dtype=torch.float16).uniform_(0.0, 1e6)
except RuntimeError as e:
    print("bound outside float16 ->", e)
torch.empty(3, dtype=torch.int64).uniform_(0, 10)    # use random_ for integers
