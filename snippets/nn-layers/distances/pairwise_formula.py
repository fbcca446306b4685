import torch
import torch.nn as nn

a, b = torch.randn(4, 3), torch.randn(4, 3)
eps = 1e-6
for p in (2.0, 1.0, float("inf")):
    d = nn.PairwiseDistance(p=p)(a, b)
    by_hand = torch.linalg.vector_norm(a - b + eps, ord=p, dim=1)   # eps is added to the difference
    print(f"p={p}: max |d - by_hand| = {(d - by_hand).abs().max().item():.3g}")
print("keepdim=True ->", tuple(nn.PairwiseDistance(keepdim=True)(a, b).shape),
      "| 1-D inputs ->", tuple(nn.PairwiseDistance()(a[0], b[0]).shape))
