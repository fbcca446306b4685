import warnings

import torch

class Duck:
    def __torch_function__(self, func, types, args=(), kwargs=None):   # not a classmethod
        return f"handled {func.__name__}"

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(torch.mean(Duck()))
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
