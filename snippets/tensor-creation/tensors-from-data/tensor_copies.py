import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])
t = torch.tensor(arr)

arr[0] = 100.0  # write into the NumPy array after the tensor was built
print("arr:", arr)
print("t:  ", t)
print("same memory:", t.data_ptr() == arr.ctypes.data)

lst = [1, 2, 3]
u = torch.tensor(lst)
lst[0] = 100  # a Python list is copied as well
print("u:  ", u)
