import math
import torch

B, L, d = 2, 3, 4
q, k = torch.randn(B, L, d), torch.randn(B, L, d)
mask = torch.triu(torch.full((L, L), float("-inf")), diagonal=1)          # causal mask, (L, L)
scores = torch.baddbmm(mask.expand(B, L, L), q, k.transpose(1, 2), alpha=1 / math.sqrt(d))
ref = q @ k.transpose(1, 2) / math.sqrt(d) + mask
print("scores equal q k^T / sqrt(d) + mask:", torch.allclose(scores, ref))
print("row 0 of batch 0:", scores[0, 0])
