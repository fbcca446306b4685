# raises: RuntimeError
import torch

i = torch.tensor([7, -7, 0])
out = i.floor_divide_(2)
print("int floor_divide_:", i, i.dtype, "returns self:", out is i)
i //= 2
print("after //= 2      :", i)
i.floor_divide_(2.5)
