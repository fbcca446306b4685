import numpy as np
import torch

arr = np.arange(4, dtype=np.int32)
t = torch.from_numpy(arr)
print("dtype kept:", t.dtype)
print("same memory:", t.data_ptr() == arr.ctypes.data)

t[0] = 7           # write through the tensor ...
arr[1] = 8         # ... and through the array
print("arr:", arr)
print("t:  ", t)
