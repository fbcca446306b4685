import torch

x = torch.tensor([-3, -2, -1, 0, 1, 2, 3])
print("x.remainder(3) :", x.remainder(3))
print("x % 3          :", x % 3)
print("x.remainder(-3):", x.remainder(-3))
print("keyword other  :", x.remainder(other=3))
print("x unchanged    :", x)
