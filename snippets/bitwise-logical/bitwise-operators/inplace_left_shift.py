import torch

x = torch.tensor([1, 3, 100], dtype=torch.uint8)
ptr = x.data_ptr()
x.bitwise_left_shift_(1)
print("after <<= 1:", x, "same memory:", x.data_ptr() == ptr)
x <<= 1                                 # operator form
print("after <<= 1 again:", x, "(100*4 = 400 wrapped to 400-256)")
y = torch.tensor([1, 1, 1])
y.bitwise_left_shift_(torch.tensor([0, 4, 62]))
print("per-element shifts:", y)
