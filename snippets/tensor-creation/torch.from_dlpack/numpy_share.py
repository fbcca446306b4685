import numpy as np
import torch

a = np.arange(6, dtype=np.float32).reshape(2, 3)
t = torch.from_dlpack(a)
print(t, t.dtype)
print("same memory:", t.data_ptr() == a.ctypes.data)
t[0, 0] = 100.0
print("a after writing t[0, 0]:\n", a)

s = a[:, ::2]                                     # a strided NumPy view
print("NumPy strides (bytes):", s.strides, "-> torch strides (elements):", torch.from_dlpack(s).stride())
for dt in (np.bool_, np.uint16, np.float16, np.complex64):
    print(f"{dt.__name__:10} -> {torch.from_dlpack(np.zeros(2, dtype=dt)).dtype}")
print("0-d:", torch.from_dlpack(np.array(3.5)))
