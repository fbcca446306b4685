import torch

x = torch.tensor([7, -7, 0])
print("x.floor_divide(2)   :", x.floor_divide(2))
print("x.floor_divide(-2.0):", x.floor_divide(-2.0))
print("keyword other       :", x.floor_divide(other=2))
print("x unchanged         :", x)
