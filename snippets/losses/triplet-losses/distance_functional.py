import torch
import torch.nn as nn
import torch.nn.functional as F

a, p, n = torch.randn(4, 8), torch.randn(4, 8), torch.randn(4, 8)
l1 = nn.PairwiseDistance(p=1)
f = F.triplet_margin_with_distance_loss(a, p, n, distance_function=l1, margin=2.0, swap=True)
m = nn.TripletMarginWithDistanceLoss(distance_function=l1, margin=2.0, swap=True)(a, p, n)
print("functional == module:", torch.equal(f, m), f.item())
try:
    F.triplet_margin_with_distance_loss(a, p, n, l1)          # options are keyword-only
except TypeError as e:
    print("TypeError:", e)
