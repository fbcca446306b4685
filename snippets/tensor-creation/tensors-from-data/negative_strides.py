# raises: ValueError
import numpy as np
import torch

rev = np.arange(5)[::-1]   # a reversed view: its stride is negative
print("numpy strides:", rev.strides)
print("a copy works:", torch.from_numpy(rev.copy()))
big = np.arange(3, dtype=">i4")   # big-endian: not the machine's byte order
try:
    torch.from_numpy(big)
except ValueError as e:
    print("big-endian array:", type(e).__name__, "-", e)
print("converted first:", torch.from_numpy(big.astype(np.int32)))
torch.from_numpy(rev)
