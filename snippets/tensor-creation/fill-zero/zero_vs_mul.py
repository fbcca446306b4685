import torch

x = torch.tensor([float("nan"), float("inf"), -1.0, 2.0])
print("x * 0:   ", x * 0)
ptr = x.data_ptr()
print("x.zero_():", x.zero_(), "| same memory:", x.data_ptr() == ptr)
print("sign bits after zero_:", torch.signbit(x))
print("int tensor:", torch.tensor([5, -3]).zero_())
