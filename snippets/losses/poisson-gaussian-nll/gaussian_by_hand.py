import math
import torch
import torch.nn as nn

mu = torch.tensor([[0.0, 1.0], [2.0, -1.0]])       # predicted means
var = torch.tensor([[1.0, 0.25], [4.0, 0.5]])      # predicted variances (positive)
y = torch.tensor([[0.5, 1.0], [0.0, 0.0]])

loss = nn.GaussianNLLLoss(reduction="none")(mu, y, var)
by_hand = 0.5 * (var.log() + (mu - y) ** 2 / var)
print("none:", loss)
print("max |loss - 0.5*(log var + (mu-y)^2/var)|:", (loss - by_hand).abs().max().item())
print("mean:", nn.GaussianNLLLoss()(mu, y, var).item(), " by hand:", by_hand.mean().item())
full = nn.GaussianNLLLoss(full=True, reduction="none")(mu, y, var)
print("full - default:", (full - loss).unique(), " 0.5*log(2*pi):", 0.5 * math.log(2 * math.pi))
