import torch

x = torch.zeros(10, dtype=torch.bfloat16)
print("x.itemsize:", x.itemsize, " x.element_size():", x.element_size(), " x.dtype.itemsize:", x.dtype.itemsize)
print("NumPy-style formula nbytes == size * itemsize:", x.nbytes == x.numel() * x.itemsize)
try:
    x.itemsize()
except TypeError as e:
    print("x.itemsize():", e)
