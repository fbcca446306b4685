import torch

x = torch.arange(24).reshape(2, 3, 4)
y = torch.transpose(x, 0, 2)                 # swap dims 0 and 2
z = x.transpose(-1, -2)                      # swap the last two dims
print("transpose(x, 0, 2):", tuple(y.shape), "stride", y.stride())
print("x.transpose(-1, -2):", tuple(z.shape), "stride", z.stride())
print("shares storage:", y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
print("y[3, 1, 0] == x[0, 1, 3]:", (y[3, 1, 0] == x[0, 1, 3]).item())
print("y contiguous:", y.is_contiguous(),
      "| zeros(1, 3).transpose(0, 1) contiguous:", torch.zeros(1, 3).transpose(0, 1).is_contiguous())
