import math
import torch
import torch.nn.functional as F

x = torch.tensor([0.5, -1.0, 2.0, 0.0])            # log-rates
y = torch.tensor([2.0, 0.0, 5.0, 1.0])
base = F.poisson_nll_loss(x, y, reduction="none")
full = F.poisson_nll_loss(x, y, full=True, reduction="none")
stirling = torch.where(y > 1, y * y.log() - y + 0.5 * torch.log(2 * math.pi * y), torch.zeros_like(y))
print("full - base:         ", full - base)
print("Stirling term (y > 1):", stirling)
print("exact log(y!):        ", torch.lgamma(y + 1))
