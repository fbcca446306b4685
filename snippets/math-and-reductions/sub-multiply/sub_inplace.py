# raises: RuntimeError
import torch

x = torch.tensor([10.0, 20.0])
ptr = x.data_ptr()
r = x.sub_(torch.tensor([1.0, 2.0]), alpha=2)
print("sub_ result     :", x, "returns self:", r is x, "same memory:", x.data_ptr() == ptr)
x -= 1
print("after -= 1      :", x)
i = torch.tensor([10, 20])
i.sub_(0.5)
