import torch

x = torch.tensor([1.0, 1.0, 1.0])
print("histc     :", torch.histc(x, bins=3))
r = torch.histogram(x, bins=3)
print("histogram :", r.hist, "| edges:", r.bin_edges)
