import torch

x = torch.tensor([-0.0, 0.0, -2.0])
b = x.signbit()
print("x.signbit():", b, b.dtype)
print("negatives including -0.0:", x[b])
