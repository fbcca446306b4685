import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(3, 2, 4)
w = torch.tensor([1.0, 2.0, 3.0, 4.0])
y = F.rms_norm(x, (2, 4), weight=w.expand(2, 4))   # over the last two dims
by_hand = x / torch.sqrt(x.pow(2).mean(dim=(-2, -1), keepdim=True) + torch.finfo(torch.float32).eps) * w
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
m = nn.RMSNorm([2, 4])
print("module weight shape:", tuple(m.weight.shape), "| same as functional without weight:",
      torch.allclose(m(x), F.rms_norm(x, (2, 4))))
try:
    F.rms_norm(x, (2, 4), weight=w)                 # (4,) does not broadcast to (2, 4)
except RuntimeError as e:
    print("RuntimeError:", e)
