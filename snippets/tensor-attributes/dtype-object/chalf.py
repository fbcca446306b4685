import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    z = torch.tensor([1 + 2j, 0.5 - 1j], dtype=torch.chalf)
print("torch.chalf is torch.complex32:", torch.chalf is torch.complex32)
print("warning:", w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("z:", z, " itemsize:", torch.chalf.itemsize, " to_real():", torch.chalf.to_real())
print("z * z:", z * z)
try:
    torch.exp(z)
except RuntimeError as e:
    print("torch.exp(z):", e)
