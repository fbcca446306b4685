import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[0.1, 0.2, 0.4, 0.8],
                  [1.0, -1.0, 0.5, 0.0]])
Y = torch.tensor([[1.0, 0.0, 0.0, 1.0],
                  [0.0, 1.0, 1.0, 0.0]])     # 0/1 mask, one column per class
w = torch.tensor([1.0, 2.0, 3.0, 4.0])        # per-class weight

terms = -(Y * F.logsigmoid(x) + (1 - Y) * F.logsigmoid(-x))
print("none:   ", nn.MultiLabelSoftMarginLoss(reduction="none")(x, Y), " one value per sample")
print("by hand:", terms.mean(dim=1))
print("weight: ", nn.MultiLabelSoftMarginLoss(weight=w, reduction="none")(x, Y), (terms * w).mean(dim=1))
print("mean:", nn.MultiLabelSoftMarginLoss()(x, Y).item(), " BCEWithLogitsLoss:", F.binary_cross_entropy_with_logits(x, Y).item())
