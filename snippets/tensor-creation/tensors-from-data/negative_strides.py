# raises: ValueError
import numpy as np
import torch

rev = np.arange(5)[::-1]   # a reversed view: its stride is negative
print("numpy strides:", rev.strides)
print("a copy works:", torch.from_numpy(rev.copy()))
torch.from_numpy(rev)
