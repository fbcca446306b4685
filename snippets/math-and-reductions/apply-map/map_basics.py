import torch

x = torch.tensor([1.0, 2.0, 3.0])
y = torch.tensor([10.0, 20.0, 30.0])
r = x.map_(y, lambda a, b: a + b)
print("x.map_(y, a + b):", x, "| y unchanged:", y, "| returns x:", r is x)
grid = torch.zeros(2, 3)
grid.map_(torch.tensor([1.0, 2.0, 3.0]), lambda a, b: a + b * b)
print("other (3,) broadcast to self (2, 3):\n", grid)
