import torch

var = torch.tensor([0.25, 1.0, 4.0])
print("var.rsqrt():", var.rsqrt())
print("var unchanged:", var)
