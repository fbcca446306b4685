import torch
import torch.nn as nn
import torch.nn.functional as F

a = torch.tensor([[1.0, 0.1], [1.0, 1.0]])
p = torch.tensor([[0.0, 1.0], [1.0, 2.0]])
n = torch.tensor([[0.0, 1.5], [4.0, 5.0]])

def cosine_distance(x, y):
    return 1.0 - F.cosine_similarity(x, y)

loss = nn.TripletMarginWithDistanceLoss(distance_function=cosine_distance, margin=0.2, reduction="none")(a, p, n)
by_hand = (cosine_distance(a, p) - cosine_distance(a, n) + 0.2).clamp(min=0)
print("cosine distance:", loss, " max |diff|:", (loss - by_hand).abs().max().item())

default = nn.TripletMarginWithDistanceLoss(reduction="none")(a, p, n)       # distance_function=None
print("default distance:", default)
print("TripletMarginLoss:", nn.TripletMarginLoss(reduction="none")(a, p, n))
