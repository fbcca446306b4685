import torch

x = torch.arange(12).reshape(3, 4)
mask = x % 3 == 0
sel = torch.masked_select(x, mask)
print("mask dtype:", mask.dtype)
print("result:", sel, "shape:", tuple(sel.shape))
print("same as x[mask]:", torch.equal(sel, x[mask]))

sel[0] = 100        # a new 1-D tensor: x is untouched
print("x[0, 0] still:", x[0, 0].item())
