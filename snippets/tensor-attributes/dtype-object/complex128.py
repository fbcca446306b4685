import torch

c = torch.tensor([3 + 4j, -1j], dtype=torch.complex128)
print("torch.complex128 is torch.cdouble:", torch.complex128 is torch.cdouble)
print("itemsize:", torch.complex128.itemsize, " to_real():", torch.complex128.to_real())
print("c.real:", c.real.dtype, " c.abs():", c.abs())
print("view_as_real:", torch.view_as_real(c))
print("python complex with float64 default:", end=" ")
torch.set_default_dtype(torch.float64)
print(torch.tensor([1j]).dtype)
torch.set_default_dtype(torch.float32)
print("python complex with float32 default:", torch.tensor([1j]).dtype)
