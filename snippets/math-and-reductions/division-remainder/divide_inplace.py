# raises: RuntimeError
import torch

f = torch.tensor([7.0, -7.0])
ptr = f.data_ptr()
out = f.divide_(2)
print("float divide_:", f, "returns self:", out is f, "same memory:", f.data_ptr() == ptr)
i = torch.tensor([7, -7])
print("int divide_ floor:", i.divide_(2, rounding_mode="floor"), i.dtype)
i.divide_(2)
