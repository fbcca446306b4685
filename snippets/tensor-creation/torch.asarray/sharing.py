import numpy as np
import torch

t = torch.arange(3.0)
print("tensor in, same object out:", torch.asarray(t) is t)
c = torch.asarray(t, copy=True)
print("copy=True shares memory:", c.data_ptr() == t.data_ptr())
d = torch.asarray(t, dtype=torch.float64)
print("other dtype shares memory:", d.data_ptr() == t.data_ptr())

n = np.array([1.0, 2.0, 3.0])
a = torch.asarray(n)
print("from NumPy:", a.dtype, "| shares memory:", a.data_ptr() == n.ctypes.data)
a[0] = 100.0
print("NumPy array after a[0] = 100:", n)
