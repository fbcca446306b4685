import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([0.5, -2.0, 3.0, 1.0])
y = torch.tensor([0.0,  0.0, 1.0, 2.0])
print("F.huber_loss == nn.HuberLoss:",
      torch.equal(F.huber_loss(x, y, delta=1.5), nn.HuberLoss(delta=1.5)(x, y)))

w = torch.tensor([1.0, 2.0, 0.0, 3.0])             # F.huber_loss only
per = F.huber_loss(x, y, reduction="none")
print("per-element:", per)
print("weighted mean:", F.huber_loss(x, y, weight=w).item())
print("  mean(w*l):      ", (w * per).mean().item())
print("  sum(w*l)/sum(w):", ((w * per).sum() / w.sum()).item())
print("weighted sum: ", F.huber_loss(x, y, weight=w, reduction="sum").item())
print("F.l1_loss weighted mean:", F.l1_loss(x, y, weight=w).item(),
      " = sum(w*|d|)/sum(w):", ((w * (x - y).abs()).sum() / w.sum()).item())
try:
    F.huber_loss(x, y, weight=torch.tensor([1.0, 2.0]))
except (ValueError, RuntimeError) as e:
    print(type(e).__name__ + ":", e)
