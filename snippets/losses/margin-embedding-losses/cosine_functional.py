import torch
import torch.nn as nn
import torch.nn.functional as F

x1 = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0]])
x2 = torch.tensor([[0.0, 1.0], [2.0, 2.0], [1.0, 0.1], [0.0, -1.0]])
print("functional == module:", torch.equal(F.cosine_embedding_loss(x1, x2, torch.tensor([1, 1, -1, -1])),
                                           nn.CosineEmbeddingLoss()(x1, x2, torch.tensor([1, 1, -1, -1]))))
# 0/1 labels: a label 0 matches neither branch and contributes 0
print("labels 1/-1:", F.cosine_embedding_loss(x1, x2, torch.tensor([1, 1, -1, -1]), reduction="none"))
print("labels 1/0: ", F.cosine_embedding_loss(x1, x2, torch.tensor([1, 1, 0, 0]), reduction="none"))
print("one pair, (D,) inputs and 0-d target:", F.cosine_embedding_loss(x1[2], x2[2], torch.tensor(-1)))
print("zero vector, y=1:", F.cosine_embedding_loss(torch.zeros(1, 2), torch.ones(1, 2), torch.tensor([1])).item())
try:
    F.cosine_embedding_loss(torch.randn(4, 2, 3), torch.randn(4, 2, 3), torch.ones(4))
except RuntimeError as e:
    print("RuntimeError:", e)
