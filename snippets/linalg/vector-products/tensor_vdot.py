import torch

z = torch.tensor([1j, 2.0 + 0j])
print("z.vdot(z):", z.vdot(z), " z.dot(z):", z.dot(z))
