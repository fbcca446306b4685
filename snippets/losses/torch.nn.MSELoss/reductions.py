import torch
from torch import nn

pred = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
target = torch.tensor([[1.5, 2.0], [2.0, 6.0]])
for reduction in ("none", "mean", "sum"):
    print(f"reduction={reduction!r}:", nn.MSELoss(reduction=reduction)(pred, target))
sq = (pred - target) ** 2
print("by hand: squares", sq.flatten().tolist(), "mean", sq.mean().item(), "sum", sq.sum().item())
