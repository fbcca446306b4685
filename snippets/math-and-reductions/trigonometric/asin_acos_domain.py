import torch

x = torch.tensor([-1.0, 0.0, 0.5, 1.0, 1.5])
print("x              :", x)
print("asin(x)        :", torch.asin(x))
print("acos(x)        :", torch.acos(x))
print("arccos is acos :", torch.equal(torch.arccos(x[:4]), torch.acos(x[:4])))
print("x.arccos()     :", x[:4].arccos())
