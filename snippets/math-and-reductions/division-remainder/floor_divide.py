import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
print("floor_divide :", torch.floor_divide(a, b))
print("a // b       :", a // b)
print("trunc        :", torch.divide(a, b, rounding_mode="trunc"))
f = torch.tensor([7.5, -7.5, 1.0])
print("float input  :", torch.floor_divide(f, 2), torch.floor_divide(f, 2).dtype)
print("scalar first :", torch.floor_divide(7, torch.tensor([-2])))
