import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(4, 3)
y = torch.rand(4, 3)                         # soft targets in [0, 1] are allowed
w = torch.tensor([[1.], [1.], [0.], [2.]])   # per-sample weight, broadcast over labels
pw = torch.tensor([2., 1., 1.])

f = F.binary_cross_entropy_with_logits(x, y, weight=w, pos_weight=pw)
m = nn.BCEWithLogitsLoss(weight=w, pos_weight=pw)(x, y)
print("functional:", f.item(), " module:", m.item(), " equal:", torch.equal(f, m))

try:
    F.binary_cross_entropy_with_logits(torch.randn(4, 1), torch.rand(4))
except ValueError as e:
    print("ValueError:", e)
