import torch

x = torch.tensor([10.0, 20.0])
y = x.sub(torch.tensor([1.0, 2.0]), alpha=5)
print("x.sub(y, alpha=5):", y)
print("keyword other     :", x.sub(other=1))
print("x unchanged       :", x)
