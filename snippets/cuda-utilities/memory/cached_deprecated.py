import warnings

import torch

for old, new in (("memory_cached", "memory_reserved"), ("max_memory_cached", "max_memory_reserved")):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        value = getattr(torch.cuda, old)()
    print(f"{old}() = {value} | {new}() = {getattr(torch.cuda, new)()}")
    print("  ", w[0].category.__name__, "-", w[0].message)
