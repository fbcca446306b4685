import torch

x = torch.tensor([1.0, 2.0, 3.0])
ptr = x.data_ptr()
r = x.eq_(2)
print("x after eq_(2):", x, x.dtype)
print("returns x, same memory:", r is x, x.data_ptr() == ptr)
print("x == 2 instead:", torch.tensor([1.0, 2.0, 3.0]) == 2)
