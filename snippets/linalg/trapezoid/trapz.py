import warnings
import torch

y = torch.tensor([1.0, 4.0, 9.0, 16.0])
x = torch.tensor([0.0, 1.0, 3.0, 6.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    a, b, c = torch.trapz(y), torch.trapz(y, x), torch.trapz(y, dx=0.5)
print("trapz:", a.item(), b.item(), c.item())
print("trapezoid:", torch.trapezoid(y).item(), torch.trapezoid(y, x).item(), torch.trapezoid(y, dx=0.5).item())
print("warnings:", len(w))
