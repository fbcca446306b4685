import torch

x = torch.tensor([5, 0, 7], dtype=torch.int8)
x.not_equal_(0)
print("x.not_equal_(0):", x, x.dtype)
