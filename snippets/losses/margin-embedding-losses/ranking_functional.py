import torch
import torch.nn as nn
import torch.nn.functional as F

s1 = torch.tensor([0.8, 0.2, 0.5, 0.1])
s2 = torch.tensor([0.3, 0.6, 0.5, 0.9])
y = torch.tensor([1.0, 1.0, -1.0, -1.0])
print("functional == module:", torch.equal(F.margin_ranking_loss(s1, s2, y, margin=0.1),
                                           nn.MarginRankingLoss(margin=0.1)(s1, s2, y)))
print("int64 target:", F.margin_ranking_loss(s1, s2, y.long(), margin=0.1).item())
print("labels 0 and 2 (not checked):", F.margin_ranking_loss(s1, s2, torch.tensor([0.0, 2.0, 1.0, 1.0]), reduction="none"))
try:
    F.margin_ranking_loss(s1[:, None], s2[:, None], y)       # (N, 1) scores, (N,) target
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60], "...")
print("0-d pair:", F.margin_ranking_loss(torch.tensor(0.2), torch.tensor(0.6), torch.tensor(1.0)))
