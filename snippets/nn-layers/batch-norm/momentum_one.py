import torch
import torch.nn as nn

# momentum=1.0 keeps only the LAST batch; momentum=0.0 never moves the buffers
for mom in (1.0, 0.0):
    bn = nn.BatchNorm3d(1, momentum=mom)
    for k in (1.0, 2.0, 3.0):
        x = torch.randn(2, 1, 2, 2, 2) + 100 * k
        bn(x)
    print("momentum", mom, "-> running_mean:", round(bn.running_mean.item(), 2),
          "| last batch mean:", round(x.mean().item(), 2))
