import torch

x = torch.tensor([3, -1, 0])
ptr = x.data_ptr()
r = x.negative_()
print("after negative_:", x, x.dtype)
print("returns self:", r is x, "same memory:", x.data_ptr() == ptr)
