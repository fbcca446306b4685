import torch
import torch.nn as nn

drop = nn.Dropout(p=0.25)                   # a new module is in training mode
x = torch.randn(2, 8)
y = drop(x)
kept = y != 0
print("y:", y)
print("kept values == x / (1 - p):", torch.allclose(y[kept], x[kept] / (1 - 0.25)))
print("zeroed:", (~kept).sum().item(), "of", x.numel())

big = torch.ones(1_000_000)
yb = drop(big)
print("fraction zeroed:", round((yb == 0).float().mean().item(), 4), "| mean:", round(yb.mean().item(), 4))

drop.eval()
print("eval: returns the input itself:", drop(x) is x)
