import torch

X = torch.randn(4, 4, dtype=torch.complex128)
H = X + X.mH                                         # Hermitian
general = torch.linalg.eigvals(H)
print("eigvals (general routine): dtype", general.dtype, "| max |imag| %.1e" % general.imag.abs().max().item())
print("eigvalsh: dtype", torch.linalg.eigvalsh(H).dtype)
print("same values:", torch.allclose(general.real.sort().values, torch.linalg.eigvalsh(H)))
