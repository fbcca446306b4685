import torch

x = torch.tensor([-0.9, 0.0, 2.0, float("nan")])
print("x.bool()      :", x.bool())
print("logical_not(x):", torch.logical_not(x))

# the same rule applies when data is converted to bool at creation
print("tensor([-0.9, 0, True, False], dtype=bool):",
      torch.tensor([-0.9, 0, True, False], dtype=torch.bool))
