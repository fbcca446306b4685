import torch

x = torch.tensor([88.7, 88.8, 89.0, 89.4])
print("float32 max          :", torch.finfo(torch.float32).max)
print("cosh, 4 elements     :", torch.cosh(x))
big = x.repeat(256)                       # the same values in a 1024-element tensor
print("cosh, 1024 elements  :", torch.cosh(big)[:4])
print("float64 reference    :", torch.cosh(x.double()))
