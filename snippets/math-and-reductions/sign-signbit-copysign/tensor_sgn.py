import torch

z = torch.tensor([1 + 1j, -4 + 0j])
print("z.sgn():", z.sgn())
print("z unchanged:", z)
