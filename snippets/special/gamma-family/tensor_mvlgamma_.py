import torch

x = torch.tensor([2.0, 3.0, 4.0])
r = x.mvlgamma_(2)
print("x after mvlgamma_(2):", x, "| returns x:", r is x)
