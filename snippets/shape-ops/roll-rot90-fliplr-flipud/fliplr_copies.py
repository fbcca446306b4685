import numpy as np
import torch

a = torch.arange(6).view(2, 3)
f = torch.fliplr(a)
print("torch.fliplr shares memory:", f.data_ptr() == a.data_ptr())
f[0, 0] = 100
print("a after writing f[0, 0]:", a.tolist())

n = np.arange(6).reshape(2, 3)
print("np.fliplr shares memory:", np.shares_memory(n, np.fliplr(n)))

# PyTorch has no negative strides, so a reversed view cannot be made by slicing either.
try:
    a[:, ::-1]
except ValueError as e:
    print("a[:, ::-1]: ValueError:", e)
