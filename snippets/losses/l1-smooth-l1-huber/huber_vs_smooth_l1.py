import torch
import torch.nn.functional as F

d = torch.linspace(-4, 4, 81)
y = torch.zeros_like(d)
for b in (0.5, 1.0, 2.0):
    h = F.huber_loss(d, y, delta=b, reduction="none")
    s = F.smooth_l1_loss(d, y, beta=b, reduction="none")
    print(f"b={b}: max |huber(delta=b) - b * smooth_l1(beta=b)| =", (h - b * s).abs().max().item(),
          "  huber == smooth_l1:", torch.equal(h, s))
