# raises: RuntimeError
import torch

target = torch.zeros(3, 4)                    # float32
src = torch.ones(1, 2, dtype=torch.int64)     # int64: no type promotion here
target.scatter_(0, torch.tensor([[0, 1]]), src)
