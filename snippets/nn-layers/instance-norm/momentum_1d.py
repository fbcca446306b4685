import torch
import torch.nn as nn

inorm = nn.InstanceNorm1d(3, track_running_stats=True)     # momentum=0.1
x = torch.randn(4, 3, 8) + 2
inorm(x)
inst_mean = x.mean(dim=2)                   # (N, C): one mean per instance
inst_var = x.var(dim=2, unbiased=True)      # unbiased, like BatchNorm's buffers
print("running_mean == 0.9*0 + 0.1*batch-average of instance means:",
      torch.allclose(inorm.running_mean, 0.1 * inst_mean.mean(0)))
print("running_var  == 0.9*1 + 0.1*batch-average of instance variances:",
      torch.allclose(inorm.running_var, 0.9 + 0.1 * inst_var.mean(0)))
inorm.eval()                                # now the buffers are used instead of the instance statistics
y = inorm(x)
rm, rv = inorm.running_mean[None, :, None], inorm.running_var[None, :, None]
print("eval uses the buffers:", torch.allclose(y, (x - rm) / torch.sqrt(rv + inorm.eps), atol=1e-6))
