import torch

x = torch.ones(3)
y = x.numpy()
print("type:", type(y).__name__, " dtype:", y.dtype)
print("same memory:", y.ctypes.data == x.data_ptr())

x += 1            # in-place on the tensor ...
print("after x += 1:  x =", x, " y =", y)
y[0] = 10.0       # ... or a write into the array: both see it
print("after y[0] = 10: x =", x, " y =", y)
