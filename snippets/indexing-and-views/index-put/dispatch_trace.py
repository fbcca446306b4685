# timeout: 90
import torch
from torch.utils._python_dispatch import TorchDispatchMode


class PrintOps(TorchDispatchMode):
    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        print("  ", func)
        return func(*args, **(kwargs or {}))


x = torch.zeros(3)
idx = torch.tensor([0, 0, 1])
with PrintOps():
    print("x[idx] = v:")
    x[idx] = torch.tensor(1.0)
    print("x[idx] += v:")
    x[idx] += torch.tensor([1.0, 2.0, 3.0])
