import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])
t = torch.as_tensor(arr)           # same dtype (float64), same device: no copy
arr[0] = 100.0
print("t after writing arr[0]:", t)
print("same memory:", t.data_ptr() == arr.ctypes.data)

f32 = torch.as_tensor(arr, dtype=torch.float32)  # a dtype change forces a copy
print("float32 copy shares memory:", f32.data_ptr() == arr.ctypes.data)

x = torch.ones(2)
print("as_tensor(tensor) is the same object:", torch.as_tensor(x) is x)
print("from a list (always a new tensor):", torch.as_tensor([1, 2, 3]))
