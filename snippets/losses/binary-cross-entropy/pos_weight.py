import torch
import torch.nn as nn
import torch.nn.functional as F

# 4 samples, 3 labels (multi-label); pos_weight has one entry per label (last dim)
x = torch.tensor([[ 1.0, -2.0,  0.5],
                  [-1.0,  0.0,  2.0],
                  [ 0.3,  1.5, -0.5],
                  [-2.0, -1.0,  1.0]])
y = torch.tensor([[1., 0., 1.],
                  [0., 0., 1.],
                  [1., 1., 0.],
                  [0., 0., 0.]])
pos_weight = (y.shape[0] - y.sum(0)) / y.sum(0)      # negatives / positives per label
print("positives per label:", y.sum(0), " pos_weight:", pos_weight)

loss = nn.BCEWithLogitsLoss(pos_weight=pos_weight, reduction="none")(x, y)
by_hand = -(pos_weight * y * F.logsigmoid(x) + (1 - y) * F.logsigmoid(-x))
print("max |loss - by hand|:", (loss - by_hand).abs().max().item())
print("negatives unchanged:",
      torch.equal(loss[y == 0], nn.BCEWithLogitsLoss(reduction="none")(x, y)[y == 0]))

try:
    nn.BCEWithLogitsLoss(pos_weight=torch.ones(4))(x, y)   # one per sample: wrong axis
except RuntimeError as e:
    print("RuntimeError:", e)
