import torch

x = torch.zeros(2, 3)
print("x.dtype:", x.dtype, " type:", type(x.dtype).__name__)
print("isinstance(torch.int8, torch.dtype):", isinstance(torch.int8, torch.dtype))
print("same object:", x.dtype is torch.float32, " alias too:", x.dtype is torch.float)
print("as dict keys, float and float32 collapse:", {torch.float: "a", torch.float32: "b"})
print("bytes of x:", x.numel() * x.dtype.itemsize)
try:
    torch.dtype()
except TypeError as e:
    print("torch.dtype():", e)
try:
    torch.qint8.is_signed
except RuntimeError as e:
    print("torch.qint8.is_signed:", e)
