# raises: RuntimeError
import torch

f = torch.tensor([0.25, 1.0, 4.0])
ptr = f.data_ptr()
f.rsqrt_()
print("float rsqrt_:", f, "same memory:", f.data_ptr() == ptr)
i = torch.tensor([1, 4])
i.rsqrt_()
