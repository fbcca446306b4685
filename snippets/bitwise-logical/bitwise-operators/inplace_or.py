# raises: RuntimeError
import torch

flags = torch.zeros(4, dtype=torch.int32)
ptr = flags.data_ptr()
flags.bitwise_or_(torch.tensor([1, 2, 4, 8], dtype=torch.int32))
flags.bitwise_or_(16)
print("flags after two |= :", flags, flags.dtype, "same memory:", flags.data_ptr() == ptr)
m = torch.tensor([False, False, True])
m |= torch.tensor([True, False, False])   # the operator |= calls bitwise_or_
print("bool m |= ...      :", m)
m.bitwise_or_(torch.tensor([1, 0, 0]))    # an int64 result cannot be written into bool
