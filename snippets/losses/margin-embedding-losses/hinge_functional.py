import torch
import torch.nn as nn
import torch.nn.functional as F

d = torch.tensor([0.3, 2.0, 0.4, 1.5])
print("functional == module:", torch.equal(F.hinge_embedding_loss(d, torch.tensor([1., 1., -1., -1.])),
                                           nn.HingeEmbeddingLoss()(d, torch.tensor([1., 1., -1., -1.]))))
# 0/1 labels instead of 1/-1: a label 0 is "not 1" AND "not -1", so it gets both terms
print("labels 1/-1:", F.hinge_embedding_loss(d, torch.tensor([1., 1., -1., -1.]), reduction="none"))
print("labels 1/0: ", F.hinge_embedding_loss(d, torch.tensor([1., 1., 0., 0.]), reduction="none"))
print("  d + max(0, 1 - d):", d + (1 - d).clamp(min=0))
