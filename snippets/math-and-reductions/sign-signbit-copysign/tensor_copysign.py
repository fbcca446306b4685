import torch

x = torch.tensor([1.5, -2.0, 3.0])
print("x.copysign(-1)       :", x.copysign(-1))
print("x.copysign(tensor)   :", x.copysign(torch.tensor([-0.0, 1.0, -1.0])))
print("x unchanged          :", x)
