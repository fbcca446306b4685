import torch

x = torch.tensor([0.0, 1.0, 2.0, 9.0, -4.0])
print("sqrt(x)      :", torch.sqrt(x))
print("x.sqrt()     :", x.sqrt())
print("x ** 0.5     :", x ** 0.5)

i = torch.tensor([4, 9])
print("sqrt of int64:", i.sqrt(), i.sqrt().dtype)
