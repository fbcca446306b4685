import warnings
import torch

print("torch.chalf is torch.complex32:", torch.chalf is torch.complex32)
print("itemsize:", torch.complex32.itemsize, "| to_real():", torch.complex32.to_real())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    z = torch.tensor([1 + 2j, 0.1 + 0j], dtype=torch.complex32)
print("values:", z)
print("real part dtype:", z.real.dtype, "| 0.1 stored as", f"{z.real[1].item():.6f}")
print("warnings while creating:", len(w))
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("always")
    torch.zeros(2, dtype=torch.complex32)
print("warnings while creating a second one:", len(w2))
