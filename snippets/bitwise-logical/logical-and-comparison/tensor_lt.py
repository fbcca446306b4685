# raises: NotImplementedError
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
print("z.eq(1 + 2j)       :", z.eq(1 + 2j))
print("z.abs().lt(3)      :", z.abs().lt(3))
z.lt(3)                                  # complex numbers have no order
