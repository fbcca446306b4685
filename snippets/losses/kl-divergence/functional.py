import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

log_Q = torch.log_softmax(torch.randn(2, 5), dim=1)
log_P = torch.log_softmax(torch.randn(2, 5), dim=1)

f = F.kl_div(log_Q, log_P, reduction="batchmean", log_target=True)
m = nn.KLDivLoss(reduction="batchmean", log_target=True)(log_Q, log_P)
print("functional == module:", torch.equal(f, m), f.item())

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    mean = F.kl_div(log_Q, log_P, reduction="mean", log_target=True)
print("'mean' warns:", w[0].category.__name__, "| mean:", mean.item(), "= batchmean / 5:", (f / 5).item())
