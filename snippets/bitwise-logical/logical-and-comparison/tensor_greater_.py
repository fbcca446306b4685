import torch

x = torch.tensor([1, 5, 9])
x.greater_(torch.tensor([0, 5, 10]))
print("x.greater_([0, 5, 10]):", x, x.dtype)
