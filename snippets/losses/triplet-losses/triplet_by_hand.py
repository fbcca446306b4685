import torch
import torch.nn as nn

a = torch.tensor([[0.0, 0.0], [1.0, 1.0], [0.0, 0.0]])   # anchors (N=3, D=2)
p = torch.tensor([[0.0, 1.0], [1.0, 2.0], [1.0, 1.0]])   # positives: same identity as the anchor
n = torch.tensor([[0.0, 1.5], [4.0, 5.0], [0.0, 2.0]])   # negatives: another identity

def dist(x, y, p=2, eps=1e-6):
    return (x - y + eps).abs().pow(p).sum(dim=1).pow(1 / p)   # eps is added to the difference

for norm in (2, 1):
    loss = nn.TripletMarginLoss(margin=1.0, p=norm, reduction="none")(a, p, n)
    by_hand = (dist(a, p, norm) - dist(a, n, norm) + 1.0).clamp(min=0)
    print(f"p={norm}: {loss}  max |diff|: {(loss - by_hand).abs().max().item():.2e}")
print("mean:", nn.TripletMarginLoss()(a, p, n).item())
