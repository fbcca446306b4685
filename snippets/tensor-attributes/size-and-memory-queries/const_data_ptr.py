import ctypes
import torch

x = torch.arange(4.0)
print("regular tensor: const_data_ptr() == data_ptr():", x.const_data_ptr() == x.data_ptr())

c = torch._lazy_clone(x)
# WRONG: writing through the read-only pointer of a copy-on-write clone
ctypes.c_float.from_address(c.const_data_ptr()).value = 99.0
print("x after writing through c.const_data_ptr():", x.tolist())

d = torch._lazy_clone(x)
ctypes.c_float.from_address(d.data_ptr()).value = -1.0      # data_ptr() copies first
print("x after writing through d.data_ptr():      ", x.tolist(), " d:", d.tolist())
