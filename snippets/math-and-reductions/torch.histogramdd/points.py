import torch

# 5 points in 2-D: each row is (x, y)
pts = torch.tensor([[0.0, 0.0],
                    [1.0, 1.0],
                    [1.0, 2.0],
                    [2.0, 2.0],
                    [0.5, 1.5]])
hist, edges = torch.histogramdd(pts, bins=2)
print("edges x:", edges[0], " edges y:", edges[1])
print("hist (rows: x bin, columns: y bin):\n", hist)
print("hist shape:", tuple(hist.shape), " total:", hist.sum().item())
