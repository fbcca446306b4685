import torch

x = torch.tensor([1.0, 2.0, 3.0])
print("x.multiply(2)       :", x.multiply(2))
print("keyword other       :", x.multiply(other=torch.tensor([0.0, 1.0, 2.0])))
print("x unchanged         :", x)
