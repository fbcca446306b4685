# device: cuda
import warnings

import torch

x = torch.empty(1024, 1024, device="cuda")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    same = torch.cuda.memory_cached() == torch.cuda.memory_reserved()
    same_max = torch.cuda.max_memory_cached() == torch.cuda.max_memory_reserved()
print("memory_cached() == memory_reserved():", same)
print("max_memory_cached() == max_memory_reserved():", same_max)
print([f"{i.category.__name__}: {i.message}" for i in w])
