import torch

x = torch.tensor([0.0, 100.0])
print("x.lerp(end, 0.1):", x.lerp(torch.tensor([10.0, 0.0]), 0.1))
print("x unchanged     :", x)
