import warnings
import torch
import torch.nn as nn

log_Q = torch.log_softmax(torch.randn(3, 4), dim=1)
P = torch.softmax(torch.randn(3, 4), dim=1)
true_kl = (P * (P.log() - log_Q)).sum(dim=1).mean()

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    mean = nn.KLDivLoss(reduction="mean")(log_Q, P)
print(w[0].category.__name__, str(w[0].message)[:75], "...")
print("mean:     ", mean.item())
print("batchmean:", nn.KLDivLoss(reduction="batchmean")(log_Q, P).item())
print("true mean KL per sample:", true_kl.item(), " = mean * 4 classes:", (mean * 4).item())
