import torch

m = torch.arange(6).reshape(2, 3)
ptr = m.data_ptr()
out = m.t_()                                  # changes m's shape and strides, not its data
print("returns self:", out is m)
print("shape:", tuple(m.shape), "stride:", m.stride())
print("same data_ptr:", m.data_ptr() == ptr)
print(m)
