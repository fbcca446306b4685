import torch
import torch.nn as nn

# running = (1 - momentum) * running + momentum * batch_statistic
bn = nn.BatchNorm1d(1, momentum=0.1)
batches = [torch.full((4, 1), v) + torch.tensor([[-1.0], [0.0], [0.0], [1.0]]) for v in (10.0, 20.0)]
for x in batches:
    bn(x)
    print("batch mean:", x.mean().item(), "-> running_mean:", round(bn.running_mean.item(), 4))

# by hand: 0.9 * (0.9 * 0 + 0.1 * 10) + 0.1 * 20
print("by hand:", 0.9 * (0.9 * 0 + 0.1 * 10) + 0.1 * 20)
