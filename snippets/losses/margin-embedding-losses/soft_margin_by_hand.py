import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[2.0, -1.0, 0.5],
                  [0.0, 3.0, -2.0]])
y = torch.tensor([[1.0, -1.0, -1.0],
                  [1.0, 1.0, 1.0]])          # labels 1 / -1

loss = nn.SoftMarginLoss(reduction="none")(x, y)
print("none:", loss)
print("max |loss - log(1 + exp(-y x))|:", (loss - torch.log1p(torch.exp(-y * x))).abs().max().item())
print("mean:", nn.SoftMarginLoss()(x, y).item(), " = BCEWithLogits with (y + 1) / 2:",
      F.binary_cross_entropy_with_logits(x, (y + 1) / 2).item())
