import torch

x = torch.tensor([0.0, 1.0, 1.0, 2.0, 3.0, 3.0, 3.0])
h = torch.histc(x, bins=3)                 # min=max=0: use the data's range [0, 3]
print("histc(bins=3)          :", h, h.dtype, "| total:", h.sum())
print("histc(bins=3, 0, 6)    :", torch.histc(x, bins=3, min=0, max=6))
print("histc(bins=2, 1, 2)    :", torch.histc(x, bins=2, min=1, max=2), "(values outside [1, 2] ignored)")
