import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(3, 4)
y = torch.randn(3, 4)
f = F.smooth_l1_loss(x, y, beta=0.5)
m = nn.SmoothL1Loss(beta=0.5)(x, y)
print("functional:", f.item(), " module:", m.item(), " equal:", torch.equal(f, m))
print("sum / numel == mean:", torch.allclose(F.smooth_l1_loss(x, y, beta=0.5, reduction="sum") / x.numel(), f))
