import warnings
import torch

x = torch.tensor([1, 2, 3])
y = torch.tensor([4, 5])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    gx, gy = torch.meshgrid(x, y)                  # no indexing argument
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("behaves like indexing='ij': shape", tuple(gx.shape))
