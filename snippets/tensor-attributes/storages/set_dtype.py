# raises: RuntimeError
import torch

x = torch.arange(3.0)
reinterpreted = torch.empty(0, dtype=torch.int32).set_(x.untyped_storage())
print("int32 view of float32 bytes:", reinterpreted.tolist())
torch.empty(0, dtype=torch.int64).set_(x)     # a tensor source must have the same dtype
