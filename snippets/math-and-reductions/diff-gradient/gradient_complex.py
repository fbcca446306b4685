import torch

z = torch.tensor([1 + 1j, 4 + 0j, 9 - 2j, 16 - 6j])
(gz,) = torch.gradient(z)
print("gradient(z):", gz)
(gr,) = torch.gradient(z.real)
(gi,) = torch.gradient(z.imag)
print("== gradient(Re) + i gradient(Im):", torch.allclose(gz, torch.complex(gr, gi)))

print("int input -> dtype:", torch.gradient(torch.tensor([1, 4, 9]))[0].dtype)
print("float16 input -> dtype:", torch.gradient(torch.tensor([1.0, 4.0, 9.0], dtype=torch.float16))[0].dtype)
print("0-d input ->", torch.gradient(torch.tensor(3.0)))
