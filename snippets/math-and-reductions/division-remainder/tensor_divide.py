import torch

x = torch.tensor([7, -7])
y = x.divide(2)
print("x.divide(2)              :", y, y.dtype)
print("x.divide(2, 'floor')     :", x.divide(2, rounding_mode="floor"))
print("x.divide(other=torch.tensor(2)):", x.divide(other=torch.tensor(2)))
print("x unchanged              :", x)
