import torch

x = torch.tensor([1.0, 1.0])
y = x.addcmul(torch.tensor([3.0, 1.0]), torch.tensor([2.0, 4.0]), value=-1)
print("x.addcmul(t1, t2, value=-1):", y)
print("x unchanged:", x)
