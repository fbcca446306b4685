import torch

x = torch.arange(6).reshape(2, 3)      # int64
o = torch.ones_like(x)
print("ones_like(x):", o)
print("shape and dtype follow x:", o.shape, o.dtype)

f = torch.ones_like(x, dtype=torch.float32)
print("dtype override:", f.dtype)
print("a new tensor:", o.data_ptr() != x.data_ptr())
