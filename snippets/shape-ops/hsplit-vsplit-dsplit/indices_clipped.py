import torch

m = torch.arange(16).reshape(4, 4)
print("[3, 1]: ", [tuple(p.shape) for p in torch.hsplit(m, [3, 1])])    # a decreasing pair
print("[0, 10]:", [tuple(p.shape) for p in torch.hsplit(m, [0, 10])])   # beyond the end
