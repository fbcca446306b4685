import torch

x = torch.arange(6)
mask = x > 3

picked = torch.masked_select(x, mask)
picked.fill_(0)                                  # a copy: x keeps its values
print("after filling the result:", x.tolist())

x[mask] = 0                                      # write through the mask instead
print("after x[mask] = 0       :", x.tolist())
y = torch.arange(6).masked_fill(mask, -1)        # or the out-of-place masked_fill
print("masked_fill(mask, -1)   :", y.tolist())
