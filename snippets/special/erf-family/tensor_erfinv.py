import torch

u = torch.tensor([0.1, 0.5, 0.9])
# map uniform(0, 1) samples to standard normal ones: z = sqrt(2) * erfinv(2u - 1)
z = (2 * u - 1).erfinv() * 2**0.5
print("z:", z)
print("same as torch.special.ndtri(u):", torch.allclose(z, torch.special.ndtri(u)))
