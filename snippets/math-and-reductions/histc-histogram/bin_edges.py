import torch

# 4 bins on [0, 4]: [0,1) [1,2) [2,3) [3,4]  -- the last bin includes its right edge
x = torch.tensor([0.0, 0.999, 1.0, 2.5, 4.0, 4.001])
print("histc     :", torch.histc(x, bins=4, min=0, max=4))
hist, edges = torch.histogram(x, bins=4, range=(0.0, 4.0))
print("histogram :", hist, "| edges:", edges)
