import torch

x = torch.arange(8).view(4, 2)
print("x:", x.tolist())
print("roll(x, 1)          (flattened):", torch.roll(x, 1).tolist())
print("roll(x, 1, 0)       (rows):     ", torch.roll(x, 1, 0).tolist())
print("roll(x, -1, dims=-1) (columns): ", torch.roll(x, -1, dims=-1).tolist())
print("roll(x, (1, 1), (0, 1)):        ", torch.roll(x, (1, 1), (0, 1)).tolist())
# The same dimension named twice: the shifts add up.
print("roll(x, (1, 1), (0, 0)) == roll(x, 2, 0):",
      torch.equal(torch.roll(x, (1, 1), (0, 0)), torch.roll(x, 2, 0)))
