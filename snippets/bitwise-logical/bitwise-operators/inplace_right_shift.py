import torch

x = torch.tensor([1024, -1024, 5])
ptr = x.data_ptr()
x.bitwise_right_shift_(3)
print("after bitwise_right_shift_(3):", x, "same memory:", x.data_ptr() == ptr)
x >>= 1                                 # operator form
print("after >>= 1                  :", x)
