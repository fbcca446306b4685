import warnings
import torch
import torch.nn.functional as F

log_Q = torch.log_softmax(torch.randn(3, 4), dim=1)
P = torch.softmax(torch.randn(3, 4), dim=1)
total = F.kl_div(log_Q, P, reduction="sum").item()
print("sum:", total, " sum / 3:", total / 3)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    a = F.kl_div(log_Q, P, size_average=False, reduction="mean")
    b = F.kl_div(log_Q, P, size_average=False, reduction="batchmean")
print(w[0].category.__name__, w[0].message)
print("size_average=False, reduction='mean':     ", a.item())
print("size_average=False, reduction='batchmean':", b.item())
