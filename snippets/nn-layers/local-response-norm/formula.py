import torch
import torch.nn as nn
import torch.nn.functional as F

def lrn_by_hand(x, n, alpha, beta, k):
    # window for channel c: channels c - n//2 .. c + (n-1)//2, zero outside [0, C)
    C = x.shape[1]
    sq = F.pad(x.pow(2), (0, 0, 0, 0, n // 2, (n - 1) // 2))
    s = torch.stack([sq[:, c:c + n].sum(dim=1) for c in range(C)], dim=1)
    return x / (k + alpha / n * s) ** beta

x = torch.randn(2, 6, 3, 3) * 3
lrn = nn.LocalResponseNorm(size=3)
print(lrn, "| parameters:", list(lrn.parameters()))
print("defaults: max |y - by_hand|:", (lrn(x) - lrn_by_hand(x, 3, 1e-4, 0.75, 1.0)).abs().max().item())
lrn4 = nn.LocalResponseNorm(size=4, alpha=0.5, beta=0.75, k=2.0)
print("size=4, alpha=0.5, k=2: max |y - by_hand|:", (lrn4(x) - lrn_by_hand(x, 4, 0.5, 0.75, 2.0)).abs().max().item())
