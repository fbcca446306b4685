import torch

x = torch.tensor([-3, 0, 4])
ptr = x.data_ptr()
r = x.sign_()
print("after sign_:", x, x.dtype, "returns self:", r is x, "same memory:", x.data_ptr() == ptr)
