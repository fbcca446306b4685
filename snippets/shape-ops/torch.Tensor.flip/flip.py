import torch

a = torch.arange(6).reshape(2, 3)
print("flip(0):", a.flip(0).tolist())          # reverse rows
print("flip(1):", a.flip(1).tolist())          # reverse columns
print("flip(0, 1):", a.flip(0, 1).tolist())    # both; same as a.flip((0, 1))
print("torch.flip(a, dims=(0,)):", torch.flip(a, dims=(0,)).tolist())
print("fliplr / flipud:", torch.fliplr(a).tolist(), torch.flipud(a).tolist())
