import torch
from torch import nn
from torch.utils._python_dispatch import TorchDispatchMode


class CountCasts(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.casts = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.casts += func.__name__.startswith("_to_copy")
        return func(*args, **(kwargs or {}))


lin = nn.Linear(4, 4, bias=False)  # a leaf parameter that requires grad
x = torch.randn(2, 4)
for cache in (True, False):
    with torch.autocast("cpu", cache_enabled=cache), CountCasts() as mode:
        for _ in range(3):
            lin(x)  # the same weight, used three times
    print(f"cache_enabled={cache}: {mode.casts} casts to bfloat16 for 3 calls")
