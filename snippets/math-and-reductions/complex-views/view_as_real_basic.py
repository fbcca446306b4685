import torch

z = torch.tensor([1 + 2j, -3 + 0.5j])          # complex64
r = torch.view_as_real(z)
print(r)
print("shape:", tuple(z.shape), "->", tuple(r.shape), "| dtype:", z.dtype, "->", r.dtype)
print("strides:", r.stride(), "| shares memory:", r.data_ptr() == z.data_ptr())

r[0, 1] = 9.0                                   # write the imaginary part of z[0]
print("z after r[0, 1] = 9:", z)

z128 = torch.zeros(2, 3, dtype=torch.complex128)
print("complex128 (2, 3) ->", torch.view_as_real(z128).dtype, tuple(torch.view_as_real(z128).shape))
print("0-d complex ->", tuple(torch.view_as_real(torch.tensor(1 + 1j)).shape))
