import torch

img = torch.tensor([[0, 128, 255]], dtype=torch.uint8)
x = img.float() / 255
print("uint8 -> float():", x.dtype, x)
d = torch.tensor([1 / 3], dtype=torch.float64)
print("float64 -> float():", d.float().dtype, f"{d.float().item():.17f}", "(digits lost)")
f = torch.ones(2)
print("already float32, same object:", f.float() is f)
print("complex -> float() keeps only the real part:")
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = torch.tensor([1 + 2j]).float()
print("  ", r, "|", w[0].category.__name__)
