import torch

mask = torch.tensor([True, False, True])
view = mask[1:]
mask.bitwise_not_()
print("mask after bitwise_not_():", mask)
print("a view sees the write     :", view)
x = torch.tensor([3, -4], dtype=torch.int16)
x.bitwise_not_()
print("int16 after bitwise_not_():", x, x.dtype)
