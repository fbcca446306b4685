import torch
import torch.nn as nn
import torch.nn.functional as F

a = torch.tensor([[0.0, 0.0]])
p = torch.tensor([[0.0, 1.0]])
n = torch.tensor([[0.0, 1.5]])       # close to the positive, farther from the anchor
print("d(a, p):", F.pairwise_distance(a, p).item(), " d(a, n):", F.pairwise_distance(a, n).item(),
      " d(p, n):", F.pairwise_distance(p, n).item())
print("swap=False:", nn.TripletMarginLoss()(a, p, n).item(), " = 1 + d(a,p) - d(a,n)")
print("swap=True: ", nn.TripletMarginLoss(swap=True)(a, p, n).item(), " = 1 + d(a,p) - min(d(a,n), d(p,n))")
