import torch

x = torch.tensor([0.0, -0.0, 2.5])
x.ne_(0)                                 # -0.0 equals 0.0
print("x.ne_(0):", x, x.dtype)
