import torch

x = torch.arange(12).reshape(3, 4)
mask = x % 3 == 0

# masked_select flattens; torch.where keeps the shape and fills the rest.
print("masked_select:", torch.masked_select(x, mask))
print("where(mask, x, 0):")
print(torch.where(mask, x, 0))
