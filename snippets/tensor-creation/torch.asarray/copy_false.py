# raises: ValueError
import numpy as np
import torch

t = torch.arange(3.0)
print("copy=False, same dtype:", torch.asarray(t, copy=False) is t)
try:
    torch.asarray(t, dtype=torch.float64, copy=False)
except ValueError as e:
    print("copy=False + new dtype -> ValueError:", e)
try:
    torch.asarray(np.arange(4)[::-1])
except ValueError as e:
    print("reversed NumPy view -> ValueError:", str(e).split(",")[0])
torch.asarray([1, 2, 3], copy=False)          # a list always needs a copy
