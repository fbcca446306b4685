import torch

x = torch.tensor([2, 3, 4])
y = x.float_power(0.5)
print("x.float_power(0.5):", y)
print("keyword exponent  :", x.float_power(exponent=torch.tensor([1, 2, 3])))
print("x unchanged       :", x, x.dtype)
