import torch

x = torch.tensor([1, 2, 3])
y = x.true_divide(2)
print("x.true_divide(2):", y, y.dtype)
print("by a tensor     :", x.true_divide(torch.tensor([2.0, 4.0, 8.0])))
print("keyword other   :", x.true_divide(other=2))
print("x unchanged     :", x)
