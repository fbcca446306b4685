# raises: RuntimeError
import torch

x = torch.tensor([6, 5, 12])
ptr = x.data_ptr()
r = x.bitwise_and_(4)
print("after x.bitwise_and_(4):", x, "same memory:", x.data_ptr() == ptr, "returns x:", r is x)

u = torch.tensor([5, 255], dtype=torch.uint8)
u.bitwise_and_(torch.tensor([300, 1]))    # int64 operand, result cast back to uint8
print("uint8 &= int64 keeps uint8:", u, u.dtype)

mask = torch.tensor([True, False])
mask.bitwise_and_(torch.tensor([True, True]))
print("bool mask &= bool:", mask)
mask.bitwise_and_(torch.tensor([2, 1]))   # int64 into bool: refused
