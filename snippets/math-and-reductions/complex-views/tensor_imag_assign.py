import torch

z = torch.tensor([1 + 2j, 3 - 4j])
z.imag.zero_()
print("after z.imag.zero_():", z)
z.imag = torch.tensor([0.5, 0.25])
print("after z.imag = [0.5, 0.25]:", z)
