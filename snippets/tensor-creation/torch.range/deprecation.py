import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = torch.range(1, 4)
print("torch.range(1, 4):", old)
print(w[0].category.__name__ + ":", w[0].message)
new = torch.arange(1, 5, dtype=torch.float32)
print("torch.arange(1, 5, dtype=torch.float32):", new, "| equal:", torch.equal(old, new))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    off_grid = torch.range(0, 5, 2)               # 5 - 0 is not a multiple of 2
print("torch.range(0, 5, 2):", off_grid, "| torch.arange(0, 5 + 2, 2):", torch.arange(0, 7, 2), "(one value too many)")
