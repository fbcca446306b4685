import torch

points = torch.tensor([[0.0, 0.0],
                       [3.0, 4.0],
                       [6.0, 8.0]])
origin = torch.tensor([0.0, 0.0])

print("torch.dist(points, origin):", torch.dist(points, origin), "<- ONE number for all rows")
print("per-row distances         :", torch.linalg.vector_norm(points - origin, dim=1))
print("pairwise (cdist):\n", torch.cdist(points, points))
