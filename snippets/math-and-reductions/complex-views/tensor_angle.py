import torch

z = torch.polar(torch.tensor([2.0, 1.0]), torch.tensor([0.5, -2.0]))
print("z.angle():", z.angle())
print("z.abs():  ", z.abs())
# abs and angle give back the polar form
print("round trip:", torch.allclose(torch.polar(z.abs(), z.angle()), z))
print("complex128 -> dtype", torch.zeros(1, dtype=torch.complex128).angle().dtype)
