# raises: RuntimeError
import torch

f = torch.tensor([1.0, -1.0, 0.0])
print("float // 0:", torch.floor_divide(f, 0))
print("float remainder 0:", torch.remainder(f, 0))
torch.floor_divide(torch.tensor([1, 2]), 0)
