import torch
import torch.nn.functional as F

a = torch.randn(2, 3)
print("distance of a vector to itself:", F.pairwise_distance(a, a))
print("sqrt(3) * 1e-6 =", 3 ** 0.5 * 1e-6)
print("eps=0:", F.pairwise_distance(a, a, eps=0.0))
b = torch.randn(2, 3)
print("vs (a - b).norm(dim=1): max diff", (F.pairwise_distance(a, b) - (a - b).norm(dim=1)).abs().max().item())
print("broadcast (2, 3) vs (3,) ->", tuple(F.pairwise_distance(a, b[0]).shape))
