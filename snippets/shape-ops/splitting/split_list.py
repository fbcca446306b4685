import torch

x = torch.arange(12).reshape(2, 6)
parts = torch.split(x, [1, 3, 2], dim=1)      # sizes must add up to x.size(1) = 6
print("sizes:", [tuple(p.shape) for p in parts])
print(parts[1])
