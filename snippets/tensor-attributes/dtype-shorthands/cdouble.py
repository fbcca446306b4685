import torch

x = torch.tensor([0.1, 2.0])
z = x.cdouble()
print("cdouble():", z, " dtype:", z.dtype, " real part:", z.real.dtype)
print("element_size:", x.element_size(), "->", z.element_size())
