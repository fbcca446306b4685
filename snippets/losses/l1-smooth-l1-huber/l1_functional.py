import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([0.5, -2.0, 3.0, 1.0])
y = torch.tensor([0.0,  0.0, 1.0, 2.0])
print("F.l1_loss == nn.L1Loss:", torch.equal(F.l1_loss(x, y), nn.L1Loss()(x, y)))

w = torch.tensor([1.0, 2.0, 0.0, 3.0])             # F.l1_loss only; same shape as input
err = (x - y).abs()
print("weighted mean:", F.l1_loss(x, y, weight=w).item())
print("  sum(w*|d|) / sum(w):", ((w * err).sum() / w.sum()).item())
print("  mean(w*|d|):        ", (w * err).mean().item())
print("weighted sum: ", F.l1_loss(x, y, weight=w, reduction="sum").item())
try:
    F.l1_loss(x, y, weight=torch.tensor([1.0, 2.0]))
except ValueError as e:
    print("ValueError:", e)
