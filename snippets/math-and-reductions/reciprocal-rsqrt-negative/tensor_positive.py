import torch

x = torch.tensor([1, -2, 3])
y = x.positive()
print("x.positive():", y, "is x:", y is x)
z = x.clone()
print("clone() for a copy:", z is x, z.data_ptr() == x.data_ptr())
