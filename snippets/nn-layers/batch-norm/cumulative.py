import torch
import torch.nn as nn

bn = nn.BatchNorm2d(1, momentum=None)       # cumulative (equal-weight) average
means = []
for k in range(3):
    x = torch.randn(2, 1, 4, 4) + 10 * k
    means.append(x.mean().item())
    bn(x)
print("batch means:", [round(m, 4) for m in means])
print("running_mean:", round(bn.running_mean.item(), 4))
print("plain average of batch means:", round(sum(means) / 3, 4))
print("num_batches_tracked:", bn.num_batches_tracked.item())
