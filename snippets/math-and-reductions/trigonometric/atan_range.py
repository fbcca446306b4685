import torch

x = torch.tensor([float("-inf"), -1.0, 0.0, 1.0, 1e30, float("inf"), float("nan")])
print("atan(x)           :", torch.atan(x))
print("arctan == atan    :", torch.equal(torch.arctan(x[:6]), torch.atan(x[:6])), torch.equal(x[:6].arctan(), x[:6].atan()))

y = torch.tensor([-1.0, 1.0])
y.atan_()
z = torch.tensor([-1.0, 1.0])
z.arctan_()
print("atan_ / arctan_   :", y, torch.equal(y, z))
print("int64 -> dtype    :", torch.atan(torch.tensor([1, 2])).dtype)
