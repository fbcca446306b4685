import torch
import torch.nn as nn
import torch.nn.functional as F

x1 = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0]])
x2 = torch.tensor([[0.0, 1.0], [2.0, 2.0], [1.0, 0.1], [0.0, -1.0]])
y = torch.tensor([1, 1, -1, -1])              # 1: should be similar, -1: dissimilar

cos = F.cosine_similarity(x1, x2, dim=1)
print("cos:", cos)
loss = nn.CosineEmbeddingLoss(margin=0.2, reduction="none")(x1, x2, y)
by_hand = torch.where(y == 1, 1 - cos, (cos - 0.2).clamp(min=0))
print("none:", loss, " max |diff|:", (loss - by_hand).abs().max().item())
print("mean:", nn.CosineEmbeddingLoss(margin=0.2)(x1, x2, y).item())
