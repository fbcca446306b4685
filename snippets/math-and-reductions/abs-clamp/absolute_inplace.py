# raises: RuntimeError
import torch

x = torch.tensor([-1.5, 2.0, -0.0])
ptr = x.data_ptr()
r = x.absolute_()
print("after absolute_:", x, "returns self:", r is x, "same memory:", x.data_ptr() == ptr)
z = torch.tensor([3 + 4j])
print("out-of-place on complex:", z.absolute())
z.absolute_()
