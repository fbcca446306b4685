import torch
import torch.nn as nn
import torch.nn.functional as F

p = torch.rand(4, 3)
y = torch.randint(0, 2, (4, 3)).float()
w = torch.tensor([1., 2., 0.5])

f = F.binary_cross_entropy(p, y, weight=w, reduction="sum")
m = nn.BCELoss(weight=w, reduction="sum")(p, y)
print("functional:", f.item(), " module:", m.item(), " equal:", torch.equal(f, m))

# The shapes must match exactly; (N, 1) against (N,) is an error, not a broadcast
try:
    F.binary_cross_entropy(torch.rand(4, 1), torch.rand(4))
except ValueError as e:
    print("ValueError:", e)
