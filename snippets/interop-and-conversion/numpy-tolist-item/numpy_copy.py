import torch

x = torch.ones(3)
y = x.numpy().copy()   # an independent array
x += 1
print("x =", x, " y =", y)

t = torch.arange(6).reshape(2, 3).t()   # a transposed (non-contiguous) view
a = t.numpy()
print("numpy of a transposed tensor shares memory:", a.ctypes.data == t.data_ptr())
print("its strides in bytes:", a.strides, " tensor stride in elements:", t.stride())
