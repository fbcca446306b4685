import torch

x = torch.zeros(1, 3)
s = x.squeeze(0)          # shape (3,), a view of x
s[1] = 5.0                # writing through the view ...
print("s:", s)
print("x:", x)            # ... changes x
print("same storage:", s.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
