import torch

x = torch.tensor([3, -1, 0])
print("x.negative():", x.negative())
print("x unchanged :", x)
