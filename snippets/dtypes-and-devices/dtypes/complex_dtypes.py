import warnings
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
print("default complex dtype:", z.dtype)
print("real / imag:", z.real, z.imag, "abs:", z.abs())

# complex64 (cfloat) works with autograd
w = torch.tensor([1 + 2j], dtype=torch.cfloat, requires_grad=True)
(w.abs() ** 2).sum().backward()
print("d|w|^2/dw (conjugate Wirtinger convention):", w.grad)

# complex32 (chalf) exists but many CPU kernels are missing
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    h = torch.ones(2, dtype=torch.complex32)
print("complex32 tensor:", h)
print("warning:", caught[0].category.__name__, "-", str(caught[0].message).split(" (Triggered")[0])
print("h * h:", h * h)
try:
    torch.exp(h)
except NotImplementedError as e:
    print("torch.exp(h):", type(e).__name__, "-", e)
