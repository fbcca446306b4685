import torch

x = torch.tensor([1.0, 1.0])
y = x.addcdiv(torch.tensor([3.0, 1.0]), torch.tensor([2.0, 4.0]), value=2)
print("x.addcdiv(t1, t2, value=2):", y)
print("x unchanged:", x)
