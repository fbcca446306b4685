import torch
import torch.nn as nn

s1 = torch.tensor([0.8, 0.2, 0.5, 0.1])     # scores of item 1
s2 = torch.tensor([0.3, 0.6, 0.5, 0.9])     # scores of item 2
y = torch.tensor([1.0, 1.0, -1.0, -1.0])    # 1: item 1 should rank higher, -1: item 2 should

for margin in (0.0, 0.1):
    loss = nn.MarginRankingLoss(margin=margin, reduction="none")(s1, s2, y)
    by_hand = (-y * (s1 - s2) + margin).clamp(min=0)
    print(f"margin={margin}: {loss}  max |diff|: {(loss - by_hand).abs().max().item()}")
print("mean:", nn.MarginRankingLoss(margin=0.1)(s1, s2, y).item(), " sum:",
      nn.MarginRankingLoss(margin=0.1, reduction="sum")(s1, s2, y).item())
