import torch

mask_cols = torch.tensor([1, 3])
x = torch.ones(2, 4)
y = x.index_fill(1, mask_cols, 0.0)                 # e.g. drop features 1 and 3
print(y)
print("x unchanged:", x.tolist())
print("torch.index_fill:", torch.equal(y, torch.index_fill(x, 1, mask_cols, 0.0)))
