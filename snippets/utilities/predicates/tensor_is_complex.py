import torch

z = torch.tensor([1 + 2j, 3 - 1j])
print("z.is_complex():", z.is_complex(), "| dtype:", z.dtype)
print("z.real.is_complex():", z.real.is_complex(), "| dtype:", z.real.dtype)
print("torch.view_as_real(z).is_complex():", torch.view_as_real(z).is_complex())
print("(z * 0).is_complex() even though every imaginary part is 0:", (z * 0).is_complex())
