import torch

points = torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0], [0.0, 1.0]])
i, j = torch.triu_indices(len(points), len(points), offset=1)
dist = (points[i] - points[j]).norm(dim=1)       # each unordered pair once
for a, b, d in zip(i.tolist(), j.tolist(), dist.tolist()):
    print(f"({a}, {b}): {d:.4f}")
print("same as the upper triangle of cdist:", torch.allclose(dist, torch.cdist(points, points)[i, j]))
