# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0])
ptr = x.data_ptr()
r = x.multiply_(10)
print("multiply_:", x, "returns self:", r is x, "same memory:", x.data_ptr() == ptr)
i = torch.tensor([1, 2, 3])
i *= 2
print("int *= 2 :", i)
i.multiply_(0.5)
