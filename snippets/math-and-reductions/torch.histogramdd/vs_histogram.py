import torch

v = torch.tensor([0.1, 0.4, 0.5, 0.9, 1.0, 0.2])
a = torch.histogram(v, bins=3)                    # flattens any shape, 1-D histogram
b = torch.histogramdd(v.unsqueeze(-1), bins=3)    # shape (6, 1): six 1-D points
print("histogram:  ", a.hist, a.bin_edges)
print("histogramdd:", b.hist, b.bin_edges)
print("same counts:", torch.equal(a.hist, b.hist))

# the same (3, 2) tensor: histogram counts 6 values, histogramdd counts 3 points in 2-D
m = torch.tensor([[0.1, 0.9], [0.4, 0.2], [0.8, 0.7]])
print("histogram of (3, 2):", torch.histogram(m, bins=2).hist)
print("histogramdd of (3, 2):\n", torch.histogramdd(m, bins=2).hist)
try:
    torch.histogramdd(v, bins=3)
except RuntimeError as e:
    print("1-D input -> RuntimeError:", e)
