import torch

r = torch.tensor([0.1, -2.0], dtype=torch.float64)
c = r.cfloat()
print("cfloat():", c, " dtype:", c.dtype)
print("imaginary part is zero:", c.imag.tolist())
print("float64 in, complex64 out: real part", c.real.dtype)
print("from complex128:", torch.tensor([1 + 2j], dtype=torch.complex128).cfloat().dtype)
