import torch
import torch.nn as nn
import torch.nn.functional as F

logp = F.log_softmax(torch.randn(5, 3), dim=1)   # log-probabilities (N=5, C=3)
y = torch.tensor([0, 2, 1, 2, 0])
w = torch.tensor([1.0, 3.0, 0.5])

f = F.nll_loss(logp, y, weight=w, ignore_index=2)
m = nn.NLLLoss(weight=w, ignore_index=2)(logp, y)
print("functional == module:", torch.equal(f, m), f.item())

keep = y != 2
picked = -logp[keep, y[keep]] * w[y[keep]]       # minus the entry at the target, weighted
print("by hand, sum / sum of target weights:", (picked.sum() / w[y[keep]].sum()).item())
print("sum:", F.nll_loss(logp, y, weight=w, ignore_index=2, reduction="sum").item(), " by hand:", picked.sum().item())

# per-pixel: (N, C, H, W) input with (N, H, W) target
img = F.log_softmax(torch.randn(2, 3, 4, 4), dim=1)
tgt = torch.randint(0, 3, (2, 4, 4))
print("(N, C, H, W) none shape:", tuple(F.nll_loss(img, tgt, reduction="none").shape))
