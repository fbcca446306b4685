import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[-200.0, 0.0], [3.0, -3.0]])
Y = torch.tensor([[1, 0], [1, 0]])                  # int64 mask is accepted
f = F.multilabel_soft_margin_loss(x, Y, reduction="none")
print("functional == module:", torch.equal(f, nn.MultiLabelSoftMarginLoss(reduction="none")(x, Y)))
print("none:", f, " (row 0: (200 + log 2) / 2, no overflow)")
print("one sample, (C,):", F.multilabel_soft_margin_loss(x[1], Y[1]))
