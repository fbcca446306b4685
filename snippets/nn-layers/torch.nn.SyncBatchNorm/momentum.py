import torch
import torch.nn as nn

sbn = nn.SyncBatchNorm(1)                   # momentum=0.1, no process group: local statistics
for v in (10.0, 20.0):
    sbn(torch.full((4, 1, 2), v) + torch.tensor([[[-1.0, 1.0]]]))
    print("batch mean", v, "-> running_mean", round(sbn.running_mean.item(), 4))
print("by hand: 0.9 * (0.1 * 10) + 0.1 * 20 =", 0.9 * (0.1 * 10) + 0.1 * 20)
