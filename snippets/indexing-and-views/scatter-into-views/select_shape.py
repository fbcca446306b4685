# raises: RuntimeError
import torch

a = torch.zeros(2, 3)
print("src must have the shape of a.select(0, 1):", tuple(a.select(0, 1).shape))
torch.select_scatter(a, torch.tensor(1.0), 0, 1)          # a 0-d src is not broadcast
