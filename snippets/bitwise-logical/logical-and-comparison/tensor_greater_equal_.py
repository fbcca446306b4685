import torch

x = torch.tensor([0.5, 1.0, 1.5], dtype=torch.float16)
x.greater_equal_(1)
print("x.greater_equal_(1):", x, x.dtype)
