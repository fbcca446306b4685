import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([-200.0, -50.0, 200.0])
y = torch.tensor([1.0, 1.0, 1.0])
print("functional == module:", torch.equal(F.soft_margin_loss(x, y), nn.SoftMarginLoss()(x, y)))
print("soft_margin_loss, none:", F.soft_margin_loss(x, y, reduction="none"))
print("BCEWithLogits, none:   ", F.binary_cross_entropy_with_logits(x, (y + 1) / 2, reduction="none"))
print("int64 target:", F.soft_margin_loss(torch.tensor([0.5, -0.5]), torch.tensor([1, -1])).item())
print("label 0 (not checked):", F.soft_margin_loss(torch.tensor([3.0]), torch.tensor([0.0])).item(), "= log 2 whatever the score")
