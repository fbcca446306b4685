import numpy as np
import torch

a = torch.from_numpy(np.array([0.1, 0.2]))
print("from_numpy(np.array([0.1, 0.2])).dtype:", a.dtype)
print("itemsize:", torch.float64.itemsize, "| eps:", torch.finfo(torch.float64).eps)
print("0.1 + 0.2 == 0.3 in float64:", (a.sum() == 0.3).item(), "| exact sum:", f"{a.sum().item():.17f}")
w = torch.ones(2)
print("float32 weights + float64 input ->", (w + a).dtype)
print("float32 weights + 0-d float64 ->", (w + torch.from_numpy(np.array(0.5))).dtype)
