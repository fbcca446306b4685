import torch

z = torch.tensor([1 + 2j, 3 - 4j])
z.real.mul_(10)                                 # in place through the view
print("after z.real.mul_(10):", z)

z.real = torch.tensor([0.0, -1.0])              # the attribute can be assigned
print("after z.real = [0, -1]:", z)

z.real[1] = 7.0
print("after z.real[1] = 7:", z)
