import torch
import torch.nn as nn

d = torch.tensor([0.3, 2.0, 0.4, 1.5])      # e.g. distances between the two items of each pair
y = torch.tensor([1.0, 1.0, -1.0, -1.0])    # 1: similar pair, -1: dissimilar pair

loss = nn.HingeEmbeddingLoss(reduction="none")(d, y)              # margin = 1
by_hand = torch.where(y == 1, d, (1.0 - d).clamp(min=0))
print("none:", loss, " max |diff|:", (loss - by_hand).abs().max().item())
print("margin=2:", nn.HingeEmbeddingLoss(margin=2.0, reduction="none")(d, y))
print("mean:", nn.HingeEmbeddingLoss()(d, y).item())
