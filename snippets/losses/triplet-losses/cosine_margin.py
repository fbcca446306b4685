import torch
import torch.nn as nn
import torch.nn.functional as F

def cosine_distance(x, y):
    return 1.0 - F.cosine_similarity(x, y)

a = torch.tensor([[1.0, 0.0]] * 3)
p = torch.tensor([[1.0, 0.0]] * 3)                       # identical to the anchor: distance 0
n = torch.tensor([[0.5, 0.866], [0.0, 1.0], [-1.0, 0.0]])  # 60, 90 and 180 degrees away
print("d(a, n):", cosine_distance(a, n))
for m in (1.0, 0.2):
    l = nn.TripletMarginWithDistanceLoss(distance_function=cosine_distance, margin=m, reduction="none")
    print(f"margin={m}:", l(a, p, n))
