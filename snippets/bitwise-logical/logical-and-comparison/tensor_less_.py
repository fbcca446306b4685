import torch

x = torch.tensor([4.0, -2.0, 0.0])
x.less_(0)
print("x.less_(0):", x, x.dtype)
