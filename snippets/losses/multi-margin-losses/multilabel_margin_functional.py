import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[0.1, 0.2, 0.4, 0.8],
                  [1.0, -1.0, 0.5, 0.0]])
idx = torch.tensor([[3, 0, -1, -1], [1, -1, -1, -1]])      # the right format
mask = torch.tensor([[1, 0, 0, 1], [0, 1, 0, 0]])          # a 0/1 mask of the same labels
print("functional == module:", torch.equal(F.multilabel_margin_loss(x, idx), nn.MultiLabelMarginLoss()(x, idx)))
print("index target:", F.multilabel_margin_loss(x, idx, reduction="none"))
print("0/1 mask    :", F.multilabel_margin_loss(x, mask, reduction="none"), "<- entries read as class indices")
print("row 0 of the mask = indices [1, 0, 0, 1], each counted:",
      F.multilabel_margin_loss(x[:1], torch.tensor([[1, 0, -1, -1]]), reduction="none").item() * 2)
try:
    F.multilabel_margin_loss(x, mask.float())
except RuntimeError as e:
    print("float target -> RuntimeError:", e)
print("one sample, (C,) input:", F.multilabel_margin_loss(x[0], idx[0]))
