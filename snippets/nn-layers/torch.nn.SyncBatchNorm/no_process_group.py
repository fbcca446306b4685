import torch
import torch.distributed as dist
import torch.nn as nn

print("process group initialised:", dist.is_initialized())
sbn = nn.SyncBatchNorm(3)
bn = nn.BatchNorm2d(3)
print("weight:", sbn.weight.data, "| bias:", sbn.bias.data)
x = torch.randn(4, 3, 2, 2)
y = sbn(x)
print("same output as BatchNorm2d:", torch.allclose(y, bn(x)))
print("same running_mean:", torch.allclose(sbn.running_mean, bn.running_mean))
print("(N, C) ->", tuple(sbn(torch.randn(4, 3)).shape), "| (N, C, L) ->", tuple(sbn(torch.randn(4, 3, 5)).shape))
try:
    sbn(torch.randn(3))
except ValueError as e:
    print("1-D input: ValueError:", e)
