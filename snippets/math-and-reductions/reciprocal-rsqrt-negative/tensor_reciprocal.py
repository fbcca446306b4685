import torch

x = torch.tensor([2, 4, 5])
print("x.reciprocal():", x.reciprocal(), x.reciprocal().dtype)
print("x unchanged   :", x)
