import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[2.0, -1.0, 0.5],
                  [-3.0, 0.0, 4.0]])          # raw scores (logits), any real value
y = torch.tensor([[1., 0., 1.],
                  [0., 1., 0.]])

loss = nn.BCEWithLogitsLoss(reduction="none")(x, y)
by_hand = -(y * F.logsigmoid(x) + (1 - y) * F.logsigmoid(-x))
by_hand2 = x.clamp(min=0) - x * y + torch.log1p(torch.exp(-x.abs()))
print("none:", loss)
print("max |loss - by hand (logsigmoid)|:", (loss - by_hand).abs().max().item())
print("max |loss - by hand (max(x,0) - xy + log1p(e^-|x|))|:", (loss - by_hand2).abs().max().item())
print("same as BCELoss(sigmoid(x)):",
      torch.allclose(loss, nn.BCELoss(reduction="none")(torch.sigmoid(x), y)))
print("mean:", nn.BCEWithLogitsLoss()(x, y).item(), " by hand:", by_hand.mean().item())
