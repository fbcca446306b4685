import torch

x = torch.tensor([10, 20, 30])
ptr = x.data_ptr()
x.less_equal_(20)
print("x.less_equal_(20):", x, "same memory:", x.data_ptr() == ptr)
