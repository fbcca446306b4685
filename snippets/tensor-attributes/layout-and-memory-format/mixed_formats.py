import torch

x = torch.rand(1, 2, 3, 4)
cl = x.to(memory_format=torch.channels_last)
print("cl * x  strides:", (cl * x).stride())
print("x * cl  strides:", (x * cl).stride())
print("cl + 1  strides:", (cl + 1).stride())
