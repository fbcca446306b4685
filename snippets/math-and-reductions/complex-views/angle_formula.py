import cmath
import torch

z = torch.randn(1000, dtype=torch.complex128)
got = torch.angle(z)
# angle(z) = atan2(imag, real), computed here element by element with cmath.phase
expected = torch.tensor([cmath.phase(complex(v)) for v in z.tolist()], dtype=torch.float64)
print("dtype:", got.dtype)
print("max |torch - cmath.phase|:", (got - expected).abs().max().item())
print("range within [-pi, pi]:", bool(got.abs().max() <= torch.pi))

w = torch.tensor([-1 + 1j, 1j, -1j, 3 - 3j])
print("degrees:", torch.rad2deg(torch.angle(w)))
