import torch

x = torch.tensor([[5, 6], [7, 8]])
r = x.subtract_(torch.tensor([1, 2]))
print("returns self:", r is x)
print("row subtracted from every row in place:")
print(x)
