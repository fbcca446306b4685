# raises: RuntimeError
import torch

x = torch.tensor([0.0, 0.5, 1.0])
ptr = x.data_ptr()
r = x.erf_()
print("x after erf_      :", x)
print("returns x itself  :", r is x, "| same memory:", x.data_ptr() == ptr)

i = torch.tensor([0, 1])
i.erf_()  # the float result cannot be written back into an int64 tensor
