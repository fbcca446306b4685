import warnings

import numpy as np

import torch

arr = np.ones(2)
arr.flags.writeable = False  # from_numpy on a read-only array warns, normally once per process


def count_warnings(n=3):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")  # let Python show every warning it receives
        for _ in range(n):
            torch.from_numpy(arr)
    return len(w)


print("default: warnings from 3 calls:", count_warnings())
torch.set_warn_always(True)
print("set_warn_always(True): warnings from 3 calls:", count_warnings())
torch.set_warn_always(False)
